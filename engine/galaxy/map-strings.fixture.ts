// Test fixture: real community map strings (Tabletop Playground premade-map list, see
// /work/shared/reference/map_strings.json), copied verbatim including trailing spaces.
export const REAL_MAP_STRINGS: readonly { players: number; name: string; mapString: string }[] = [
  {
    players: 3,
    name: 'Learn to Play [3p PoK]',
    mapString: '31 46 74 48 72 49 69 24 28 41 35 63 36 44 71 62 70 77 -1 -1 64 0 39 -1 -1 -1 26 0 40 -1 -1 -1 25 0 79',
  },
  {
    players: 3,
    name: 'Learn to Play [3p Base]',
    mapString:
      '22 44 19 42 24 45 35 23 36 39 38 25 33 47 27 26 30 40 -1 -1 50 0 31 -1 -1 -1 29 0 34 -1 -1 -1 28 0 21 -1',
  },
  {
    players: 4,
    name: 'Learn to Play [4p PoK]',
    mapString:
      '26 76 67 64 70 45 71 66 68 60 39 69 47 65 78 62 75 63 42 40 77 73 0 48 74 41 0 59 50 79 72 0 80 20 61 0',
  },
  {
    players: 4,
    name: 'Learn to Play [4p Base]',
    mapString:
      '46 44 38 42 28 45 23 26 32 34 49 33 36 39 27 30 48 35 24 41 47 31 0 20 25 37 0 22 43 29 50 0 19 40 21 0',
  },
  {
    players: 4,
    name: 'The Birnam Wood [4p Base]',
    mapString:
      '{42} 22 24 86A5 18 86A1 19 41 40 44 87A1 26 88A3 37 88A1 25 87A1 45 39 0 28 30 0 21 83A2 85A5 84A2 27 0 31 84A3 85A1 83A2 34 0 23 33',
  },
  {
    players: 5,
    name: 'Learn to Play [5p PoK]',
    mapString:
      '77 40 41 85A0 39 65 67 60 70 66 74 88A0 75 87A0 68 72 73 69 0 62 76 0 79 71 0 80 83A0 86A0 84A0 63 0 64 78 0 61 59',
  },
  {
    players: 5,
    name: 'Learn to Play [5p Base]',
    mapString: '22 45 19 42 24 44 35 23 36 39 38 25 33 50 20 26 30 40 32 43 49 0 31 46 0 37 29 0 34 27 48 0 21 28 47 0',
  },
  {
    players: 6,
    name: 'Learn to Play [6p PoK]',
    mapString: '26 61 64 59 62 63 71 45 69 41 65 68 72 79 66 80 75 67 0 73 40 0 74 46 0 37 49 0 60 77 0 76 47 0 70 78',
  },
  {
    players: 6,
    name: 'Learn to Play [6p Base]',
    mapString: '22 44 19 42 24 45 35 23 36 39 38 25 33 46 27 26 30 40 0 32 50 0 31 47 0 37 29 0 34 20 0 49 28 0 21 43 ',
  },
  {
    players: 6,
    name: 'The Stormy Present [6p PoK Chaos]',
    mapString:
      '61 73 68 63 60 42 88B4 64 19 65 72 76 85B4 26 69 66 31 75 0 41 38 0 43 25 0 79 21 0 67 62 0 80 27 0 45 35',
  },
  {
    players: 7,
    name: 'Learn to Play [7p PoK]',
    mapString:
      '85B3 72 23 84B3 90B0 76 64 65 75 78 62 37 79 61 43 70 26 67 74 88B3 42 0 39 68 0 45 86B3 73 47 66 63 48 83B2 44 69 71 0 60 -1 -1 -1 -1 -1 -1 -1 -1 -1 35 0 40 41 0 -1 -1 0 25 -1 0 59 77',
  },
  {
    players: 8,
    name: 'Learn to Play [8p PoK]',
    mapString:
      '87A1 90B3 65 88A2 89B0 66 19 21 45 31 46 64 22 73 44 34 49 24 27 50 72 40 59 85B2 62 76 41 37 43 35 48 63 83B2 74 36 79 0 42 30 0 -1 -1 0 68 -1 0 47 71 0 39 61 0 -1 -1 0 67 -1 0 78 28',
  },
  {
    players: 8,
    name: 'El Ocho',
    mapString:
      '23 48 60 20 44 62 22 32 75 49 38 45 61 50 30 21 34 25 35 65 31 41 28 77 63 36 64 27 66 70 33 74 71 78 72 26 0 37 79 0 76 59 0 24 29 0 46 42 0 69 39 0 19 40 0 43 47 0 73 80',
  },
];

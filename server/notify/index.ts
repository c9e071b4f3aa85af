// Notifications: turn emails, Web Push, reminders and per-user settings — the door the rest of the server uses.
export { notifyDecisionsChanged, type DecisionsChanged, type DecisionsChangedReport } from './decisions';
export { runReminders, checkRemindersForGame, type ReminderCounts } from './reminders';
export { sendTurnEmail, sendReminderEmail, createMailer, type Mailer, type EmailDelivery } from './email';
export {
  createPushSender,
  savePushSubscription,
  removePushSubscription,
  pushSubscriptionSchema,
  type PushSender,
  type PushPayload,
} from './push';
export {
  getNotificationSettings,
  updateNotificationSettings,
  rememberUserEmail,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  type NotificationSettings,
} from './settings';
export { setGameNotifyInfo, DEFAULT_REMINDER_HOURS } from './waits';
export { createUnsubscribeToken, verifyUnsubscribeToken, checkUnsubscribeToken } from './token';
export { handleUnsubscribeRequest, unsubscribeEmail } from './unsubscribe';
export { handleCronRequest } from './cron';
export { notifyEnvSchema, notifyConfigFromEnv, type NotifyConfig } from './config';
export { defaultNotifyServices, notifyConfig, servicesFromConfig, type NotifyServices } from './services';
export { notifyUndoApprovers, type UndoAsked } from './undo-notice';

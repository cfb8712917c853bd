import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** ALTCHA payloads already accepted, kept until their challenge expires (replay refusal). */
export const captchaUsado = pgTable('captcha_usado', {
  id: varchar({ length: 64 }).primaryKey(),
  expiraEm: timestamp({ withTimezone: true }).notNull(),
});

import { readFileSync } from 'node:fs';
import { UNREADABLE_EVENT_PATH } from './event.js';

/**
 * `@actions/github` parses GITHUB_EVENT_PATH when it is first imported, and a file that is not JSON throws
 * there, before any of our code runs: a stack trace instead of a user error. This module is imported first
 * (src/index.ts): an event file that cannot be read is moved out of its way, to a variable of our own, and
 * `readWorkflowEvent` reports it as the user error it is.
 */
export function setAsideUnreadableEvent(env: NodeJS.ProcessEnv = process.env): void {
  const file = env['GITHUB_EVENT_PATH'];
  if (!file) return;
  try {
    JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    env[UNREADABLE_EVENT_PATH] = file;
    delete env['GITHUB_EVENT_PATH'];
  }
}

setAsideUnreadableEvent();

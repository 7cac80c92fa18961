// First: an unreadable event file is set aside before @actions/github reads it at import (see event-guard.ts).
import './github/event-guard.js';
import { run } from './main.js';

void run();

import { plainLine, type LineDestination } from '../report/escape.js';
import type { GateReporter } from '../run/reporter.js';

/**
 * Progress for the terminal: phase lines always, and a one-line bar redrawn in place when stderr is a TTY
 * (a CI log or a pipe gets no carriage-return noise). Everything goes to stderr so --json stays clean.
 */
export function terminalReporter(
  stream: NodeJS.WriteStream = process.stderr,
  options: { debug?: boolean; destination?: LineDestination } = {},
): GateReporter & { finish(): void } {
  const tty = stream.isTTY === true;
  let barShown = false;
  let lastDraw = 0;
  const clearBar = () => {
    if (barShown) stream.write('\r\x1b[2K');
    barShown = false;
  };
  // Messages carry model names and paths: escaped for where they go (names verbatim at a terminal, no workflow
  // command in a CI log); a debug stack keeps its lines.
  const line = (text: string) => {
    clearBar();
    stream.write(
      `${text
        .split('\n')
        .map((l) => plainLine(l, options.destination ?? 'terminal'))
        .join('\n')}\n`,
    );
  };
  return {
    info: (message) => line(message),
    warning: (message) => line(`warning: ${message}`),
    debug: (message) => void (options.debug && line(`debug: ${message}`)),
    phase: (phase, elapsed, budget) =>
      line(`[${(elapsed / 1000).toFixed(1)}s / ${(budget / 1000).toFixed(0)}s] ${phase}`),
    progress: (rounds, elapsed, budget) => {
      if (!tty || elapsed - lastDraw < 100) return;
      lastDraw = elapsed;
      const width = 30;
      const filled = Math.min(width, Math.round((elapsed / budget) * width));
      stream.write(
        `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(elapsed / 1000).toFixed(1)}s / ${(budget / 1000).toFixed(0)}s, ${rounds} rounds`,
      );
      barShown = true;
    },
    finish: clearBar,
  };
}

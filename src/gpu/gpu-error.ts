import { UserError } from '../errors.js';

/**
 * The GPU cannot be used on this runner (platform, driver, libraries, provisioning). A user error, since the
 * fix is on the runner; with `fallback: cpu` it is the one kind of error that turns into a CPU run instead.
 */
export class GpuUnavailableError extends UserError {
  constructor(
    message: string,
    readonly check: 'platform' | 'driver' | 'device' | 'libraries' | 'provisioning',
  ) {
    super(message);
  }
}

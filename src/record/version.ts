/** Kept in step with package.json by a test; bundled, so the action needs no package.json at run time. */
export const TOOL_VERSION = '0.1.0';

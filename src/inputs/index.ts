export { INPUTS, type InputDefinition, type InputName, type RawInputs } from './definitions.js';
export { UserError, isUserError } from './errors.js';
export { fallbackConfig, parseConfig, type GateConfig, type BaselineSource } from './schema.js';
export type { ShapeOverrides } from './shapes.js';
export type { ValueOverrides } from './values.js';

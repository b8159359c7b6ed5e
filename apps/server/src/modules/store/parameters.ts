import type { ParameterValue, RosParameter, RosParameterType } from '@ads/contract';

const ELEMENT: Record<RosParameterType, (value: unknown) => boolean> = {
  bool: (value) => typeof value === 'boolean',
  int: (value) => typeof value === 'number' && Number.isSafeInteger(value),
  double: (value) => typeof value === 'number' && Number.isFinite(value),
  string: (value) => typeof value === 'string',
  bool_array: (value) => typeof value === 'boolean',
  int_array: (value) => typeof value === 'number' && Number.isSafeInteger(value),
  double_array: (value) => typeof value === 'number' && Number.isFinite(value),
  string_array: (value) => typeof value === 'string',
};

/** Whether `value` is a value of the ROS parameter type (an int is a double too). */
export function fitsType(type: RosParameterType, value: ParameterValue): boolean {
  const fits = ELEMENT[type];
  if (type.endsWith('_array')) return Array.isArray(value) && value.every(fits);
  return !Array.isArray(value) && fits(value);
}

const A: Record<RosParameterType, string> = {
  bool: 'true or false',
  int: 'a whole number',
  double: 'a number',
  string: 'text',
  bool_array: 'a list of true/false',
  int_array: 'a list of whole numbers',
  double_array: 'a list of numbers',
  string_array: 'a list of texts',
};
/** How a type is said in a sentence: "a whole number". */
export const typeWords = (type: RosParameterType) => A[type];

/**
 * What is wrong with a member's overrides of the pinned version's parameters, by parameter
 * name (empty when nothing): each must name a parameter of that version and be of its type.
 */
export function overrideProblems(
  parameters: RosParameter[],
  overrides: Record<string, ParameterValue>,
  member: string,
): string[] {
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(overrides)) {
    const parameter = byName.get(name);
    if (!parameter) {
      problems.push(`${member} has no parameter ${name}.`);
    } else if (!fitsType(parameter.type, value)) {
      problems.push(`${member}'s ${name} is ${typeWords(parameter.type)} (${parameter.type}).`);
    }
  }
  return problems;
}

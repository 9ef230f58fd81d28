import { ELEMENT_MODES, type ElementMode, type ElementProps } from './elementAttributes.ts';
import { childrenPrefill } from '../routing/childrenPrefill.ts';

export type WidgetMode = ElementMode;

/** The element's attributes, read once into what the instance needs. */
export type WidgetConfig = Omit<ElementProps, 'system' | 'unit' | 'mode' | 'guestsChildren'> & {
  system: string;
  unit: string;
  mode: WidgetMode;
};

const OPTIONAL = [
  'lang',
  'apiBase',
  'sections',
  'tag',
  'guests',
  'date',
  'nonce',
  'route',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;

export function readConfig(props: ElementProps): WidgetConfig {
  const mode = ELEMENT_MODES.find((m) => m === props.mode) ?? 'inline';
  const config: WidgetConfig = { system: props.system ?? '', unit: props.unit ?? '', mode };
  for (const key of OPTIONAL) {
    const value = props[key];
    if (typeof value === 'string' && value !== '') config[key] = value;
  }
  // `children` and `guests-children` (frameworks' name) by the address's rule: the latter wins.
  const children = childrenPrefill(props);
  if (children !== undefined) config.children = String(children);
  return config;
}

/** Attributes whose change means another venue or another start: the instance is rebuilt. */
export function instanceKey(config: WidgetConfig): string {
  return [config.system, config.unit, config.mode, config.apiBase ?? ''].join('|');
}

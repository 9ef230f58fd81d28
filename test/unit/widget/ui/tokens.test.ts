import { describe, expect, it } from 'vitest';
import { hostCss } from '../../../../widget/app/HostStyles.tsx';
import { token, tokenDefaults } from '../../../../widget/ui/tokens.ts';

describe('tokens', () => {
  it('wraps a token in var() with its default as the fallback', () => {
    expect(token('--bw-border')).toBe('var(--bw-border, #d6d6dc)');
    expect(token('--bw-primary')).toBe('var(--bw-primary, #2c5f4f)');
  });

  it('declares every token with its default on :host', () => {
    for (const [name, value] of Object.entries(tokenDefaults)) {
      expect(hostCss).toContain(`${name}: ${value};`);
    }
  });

  it('names only --bw- custom properties', () => {
    for (const name of Object.keys(tokenDefaults)) expect(name).toMatch(/^--bw-[a-z-]+$/);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or close an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('Sushi à la carte – 12.500 TND')).toBe('Sushi à la carte – 12.500 TND');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

// A post's reading time counts words as Intl.Segmenter does; ASCII text takes a faster count that must agree.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiWordCount, readingTime } from '../../prerender/content/blog/collect-posts';

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
const segmented = (text: string) => [...segmenter.segment(text)].filter((s) => s.isWordLike).length;

describe('reading time', () => {
  it.each([
    "a:b a.b a'b e.g. don't 1,000 1.5 1;2 1:2 a,b a.1 1.a a..b 1,,2 'a a' a''b",
    'a_b _ __ ___ _a x__ 3a a1 a"b (x) -y- !z? snake_case_name v1.2.3 10:30 3,5;7',
    '```js\nconst x = obj.prop; // e.g. "quoted"\n```\n\n[a link](https://example.com/a_b?c=1.2)',
  ])('counts the words of %j as the word segmenter does', (text) => {
    expect(asciiWordCount(text)).toBe(segmented(text));
  });

  it('agrees with the word segmenter on random ASCII text', () => {
    const alphabet = 'abXY09_:.\',;" \n\t-!()[]/`';
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 20000; i++) {
      let text = '';
      for (let n = 1 + Math.floor(random() * 16); n > 0; n--) text += alphabet[Math.floor(random() * alphabet.length)];
      expect([text, asciiWordCount(text)]).toEqual([text, segmented(text)]);
    }
  }, 60_000);

  it('gives the same minutes as the word segmenter for the project’s blog posts', () => {
    const dir = path.resolve('content/blog');
    const posts = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const text = fs.readFileSync(path.join(dir, post), 'utf8');
      const expected = Math.max(1, Math.ceil(Math.round((segmented(text) / 200) * 100) / 100));
      expect([post, readingTime(text, 'en')]).toEqual([post, expected]);
    }
  }, 60_000);

  it('counts text with other than ASCII by the segmenter', () => {
    const text = 'naïve café 東京 '.repeat(300);
    expect(readingTime(text, 'en')).toBe(Math.ceil(segmented(text) / 200));
  });
});

// Date and URL of a blog post from its path under the blog folder, by Docusaurus's rules.
import { describe, expect, it } from 'vitest';
import { postFileInfo } from '../../prerender/content/blog/post-file';

const info = (p: string) => {
  const r = postFileInfo(p);
  return { ...r, date: r.date?.toISOString().slice(0, 10) };
};

describe('postFileInfo', () => {
  it.each([
    ['2021-08-26-welcome.mdx', { date: '2021-08-26', slug: '2021/08/26/welcome', text: 'welcome' }],
    ['2021-08-26-welcome/index.mdx', { date: '2021-08-26', slug: '2021/08/26/welcome', text: 'welcome' }],
    ['2021/08/26/welcome.md', { date: '2021-08-26', slug: '2021/08/26/welcome', text: 'welcome' }],
    ['2021-8-1-short-date.md', { date: '2021-08-01', slug: '2021/8/1/short-date', text: 'short-date' }],
    // A folder before the date moves after it, as in Docusaurus.
    ['releases/2016-07-27-jest-14.md', { date: '2016-07-27', slug: '2016/07/27/releases/jest-14', text: 'jest-14' }],
    ['2021-08-26.md', { date: '2021-08-26', slug: '2021/08/26', text: '2021-08-26' }],
  ])('%s has a date and a date URL', (file, expected) => {
    expect(info(file)).toEqual(expected);
  });

  it.each([
    ['welcome.md', { slug: 'welcome', text: 'welcome', date: undefined }],
    ['welcome/index.mdx', { slug: 'welcome', text: 'welcome', date: undefined }],
    ['guides/setup.md', { slug: 'guides/setup', text: 'setup', date: undefined }],
  ])('%s without a date is served at its path', (file, expected) => {
    expect(info(file)).toEqual(expected);
  });

  it('flags a date that is not a calendar day instead of rolling it over', () => {
    expect(info('2021-02-30-typo.md')).toEqual({
      date: undefined,
      badDate: '2021-02-30',
      slug: '2021/02/30/typo',
      text: 'typo',
    });
  });
});

// A fixture site config whose text fields carry markup and quotes (build and browser escaping tests).
import { SITE_CONFIG } from '../build/fixture';

export const HOSTILE_TITLE = `Docs "quoted" </title><script>window.__owned=1</script>`;
export const HOSTILE_TAGLINE = `Tag'line" onload="window.__owned=2" </title><script>window.__owned=3</script>`;

/** A fixture config whose text fields carry markup and quotes. */
export function hostileConfig(): string {
  return SITE_CONFIG.replace("title: 'Fixture Docs'", `title: ${JSON.stringify(HOSTILE_TITLE)}`)
    .replace("tagline: 'A tiny site'", `tagline: ${JSON.stringify(HOSTILE_TAGLINE)}`)
    .replace("keywords: ['fixture']", `keywords: ['a"b', '</title><script>window.__owned=4</script>']`)
    .replace("description: 'Fixture site.'", `description: '"><script>window.__owned=5</script>'`)
    .replace(
      "blog: { title: 'Fixture Blog'",
      `announcementBar: { id: '</script><script>window.__owned=6</script>', content: 'Release <b>2.0</b> is out' },\n  blog: { title: 'Blog "</title><script>window.__owned=7</script>'`,
    );
}

import { Link } from './Link';
import { site } from './site';

const CARDS = [
  {
    title: 'Call the API',
    text: 'Grammar and spelling edits, tone, rephrasing and AI-content detection over plain HTTPS and JSON.',
    to: '/docs/api/',
  },
  {
    title: 'Add the SDK',
    text: 'Underline suggestions in any textarea, contenteditable or rich-text editor with a few lines of JavaScript.',
    to: '/docs/sdk/',
  },
  {
    title: 'Try it live',
    text: 'Build a request in the playground and copy it as cURL, JavaScript or Python.',
    to: '/docs/playground/',
  },
  {
    title: 'Run it yourself',
    text: 'Deploy Lexora on-premises with containers or Kubernetes when text must not leave your network.',
    to: '/docs/onprem/overview/',
  },
];

export function HomePage(_props: { data?: unknown }) {
  return (
    <main id="__main" tabIndex={-1}>
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__subtitle">{site.tagline}</p>
          <div className="hero__buttons">
            <Link to={site.version.mainDocRoute} className="button button--primary button--lg">
              Read the docs
            </Link>
            <Link to="/docs/api/api-access/" className="button button--secondary button--lg">
              Get an API key
            </Link>
          </div>
        </div>
      </header>
      <section className="container home-cards">
        {CARDS.map((c) => (
          <Link key={c.to} to={c.to} className="card">
            <h2>{c.title}</h2>
            <p>{c.text}</p>
          </Link>
        ))}
      </section>
    </main>
  );
}

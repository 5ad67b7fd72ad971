import type { RouteData } from '../shared/types';
import { Link } from './Link';
import { site } from './site';

/**
 * The built-in home page: the site's title and tagline, "Read the docs", and the buttons and cards of the
 * site config's `home` (prerender/routes/route-data.ts puts them in the route's data).
 */
export function HomePage({ data }: { data?: RouteData }) {
  const buttons = data?.home?.buttons ?? [];
  const cards = data?.home?.cards ?? [];
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
            {buttons.map((b) => (
              <Link key={b.to} to={b.to} className="button button--secondary button--lg">
                {b.label}
              </Link>
            ))}
          </div>
        </div>
      </header>
      {cards.length > 0 && (
        <section className="container home-cards">
          {cards.map((c) => (
            <Link key={c.to} to={c.to} className="card">
              <h2>{c.title}</h2>
              <p>{c.text}</p>
            </Link>
          ))}
        </section>
      )}
    </main>
  );
}

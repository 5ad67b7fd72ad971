import { Link } from './Link';

export function NotFound() {
  return (
    <main id="__main" className="container not-found" tabIndex={-1}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
      </p>
      <p>
        Try the <Link to="/docs/">documentation home</Link> or <Link to="/search/">search</Link>.
      </p>
    </main>
  );
}

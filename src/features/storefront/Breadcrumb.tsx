import { breadcrumbTrail } from '~/domain/product-data.ts';

/**
 * The way back from a listing: Home › its category › the listing. Plain links, so they work before
 * the island hydrates; the category link opens the home grid on that category (`/?category=…`).
 */
export function Breadcrumb({ listing }: { listing: { title: string; category: string } }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {breadcrumbTrail(listing).map((crumb, i) => (
          <li key={i}>{crumb.href === null ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.href}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}

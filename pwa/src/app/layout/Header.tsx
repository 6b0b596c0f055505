import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SITE_NAME } from '@ledgerlink/shared-schema';
import { LogoMark } from '../../ui/Logo';
import { buttonClasses } from '../../ui/ButtonLink';
import { ConnectionIndicator } from './ConnectionIndicator';
import { LazyOutboxLink } from './LazyOutboxLink';

export const HEADER_LINKS = [
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/providers-form', label: 'For professionals' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }, size = 'text-sm') =>
  `rounded-md px-3 py-2 ${size} font-medium transition-colors ${
    isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700'
  }`;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        {/* On a phone the brand yields the room, so the state badges and the menu button stay on
            screen: where the whole name does not fit beside them only the mark shows (the link keeps
            its name). `truncate` only guards a font wider than that threshold assumes. */}
        <div className="@container flex min-w-0 flex-1 pr-2 md:flex-none md:pr-0 md:@container-normal">
          <Link to="/" className="group flex min-w-0 items-center gap-2 rounded-md" onClick={closeMenu}>
            {/* The logo swaps to its alternate colouring on hover (spec §2). */}
            <LogoMark variant="default" className="h-9 w-9 shrink-0 group-hover:hidden" />
            <LogoMark variant="hover" className="hidden h-9 w-9 shrink-0 group-hover:block" />
            <span className="truncate text-xl font-bold tracking-tight text-ink @max-[10.5rem]:sr-only">{SITE_NAME}</span>
          </Link>
        </div>

        <div className="mr-1 flex shrink-0 items-center gap-1.5 md:order-last md:ml-3 md:mr-0 md:gap-2">
          <LazyOutboxLink />
          <ConnectionIndicator />
        </div>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <Link to="/find-accountant" className={`${buttonClasses('primary')} ml-3 min-h-10 px-4 py-2 text-sm`}>
            Find an accountant
          </Link>
        </nav>

        <button
          type="button"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden"
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeMenu();
        }}
      >
        <ul className="flex flex-col gap-1">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => `block ${navLinkClass({ isActive }, 'text-base')}`} onClick={closeMenu}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link to="/find-accountant" className={`${buttonClasses('primary')} w-full`} onClick={closeMenu}>
              Find an accountant
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

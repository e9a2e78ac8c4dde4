import { games } from '@trigon/engine';
import type { Route } from './route.js';

/** A page's title: what the page is, then the site's name. */
export function titled(words: string | undefined): string {
  return words ? `${words} · Trigon` : 'Trigon';
}

/**
 * What the page at `route` is, for its title (WCAG 2.4.2: tabs, history and screen readers
 * tell the pages apart); the home page has the site's name alone. An online game's page
 * names its game once it is known (OnlinePage).
 */
export function pageTitle(route: Route): string | undefined {
  const game = 'game' in route && route.game !== undefined ? games.get(route.game) : undefined;
  const title = game?.ok ? game.value.title : undefined;
  switch (route.page) {
    case 'home':
      return undefined;
    case 'play':
      return title;
    case 'rules':
      return title && `${title} rules`;
    case 'new':
      return 'New game';
    case 'online':
      return 'Online game';
    case 'lobby':
      return 'Open games';
    case 'signin':
      return 'Sign in';
    case 'signup':
      return 'Sign up';
    case 'account':
      return 'Account';
    case 'player':
      return route.name;
    case 'leaderboard':
      return title ? `${title} leaderboard` : 'Leaderboard';
  }
}

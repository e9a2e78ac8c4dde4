import { useEffect, useRef } from 'preact/hooks';
import type { PlayRoute } from '../app/route.js';
import type { GameSession } from '../game/session.js';
import type { OnlineGame } from '../online/protocol.js';
import { gameLink } from './gameLinks.js';
import {
  keyForLink,
  newGameKey,
  readYourGames,
  removeYourGame,
  saveYourGame,
  type YourGame,
} from './yourGames.js';

/**
 * Keeps a local game (same screen or against the AI) on the home page's list while it goes on:
 * listed from its first move, updated with each, taken off when it ends. A game opened from its
 * link (the list's, or a reload) keeps its entry. Analysis boards are not games in progress.
 */
export function useYourLocalGame(route: PlayRoute, session: GameSession, version: number): void {
  const key = useRef<string | null>(null);
  useEffect(() => {
    if (route.mode === 'analysis') return;
    const link = gameLink(route, session);
    key.current ??= keyForLink(link) ?? newGameKey();
    if (session.isOver() || session.length === 0) {
      removeYourGame(key.current);
      return;
    }
    save({
      key: key.current,
      game: session.game.id,
      mode: route.mode,
      link,
      updated: Date.now(),
      turn: session.position.turn,
      moves: session.length,
    });
  }, [version]);
}

/**
 * Keeps an online game where this browser holds a seat on the home page's list until it
 * finishes; a spectator's games are not listed.
 */
export function useYourOnlineGame(game: OnlineGame, seat: number | null): void {
  useEffect(() => {
    if (seat === null) return;
    const key = `online:${game.info.id}`;
    if (game.status === 'finished') {
      removeYourGame(key);
      return;
    }
    save({
      key,
      game: game.info.game,
      mode: 'online',
      link: `#/online/${game.info.id}`,
      updated: Date.now(),
      turn: game.status === 'playing' ? game.position.turn : null,
      moves: game.session.length,
      seat,
    });
  }, [game.seq, game.status, seat]);
}

/** Saves the entry, keeping its time when nothing changed (a reload is not a change). */
function save(entry: YourGame): void {
  const old = readYourGames().find((g) => g.key === entry.key);
  const same =
    old !== undefined &&
    old.link === entry.link &&
    old.turn === entry.turn &&
    old.moves === entry.moves;
  saveYourGame(same ? { ...entry, updated: old.updated } : entry);
}

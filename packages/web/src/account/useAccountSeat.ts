import { useEffect, useState } from 'preact/hooks';
import { savedToken, saveToken } from '../online/protocol.js';
import { accountSeatToken } from './seatToken.js';
import { useMe } from './session.js';

/**
 * Whether the game's page may connect: at once with a token in the link or in this browser;
 * otherwise once it is known whether the signed-in player holds a seat there, whose token is
 * then kept in this browser as any other seat's (so the connection plays it).
 */
export function useAccountSeat(game: string, linkToken: string | undefined): boolean {
  const { me } = useMe();
  const held = linkToken !== undefined || savedToken(game) !== undefined;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (held || !me) return;
    let gone = false;
    void accountSeatToken(game, me).then((token) => {
      if (gone) return;
      if (token) saveToken(game, token);
      setAsked(true);
    });
    return () => void (gone = true);
  }, [game, held, me?.name]);
  return held || me === null || asked;
}

import { useState } from 'preact/hooks';
import { Modal } from '../ui/Modal.js';
import { CHOICES, type Appearance, type Choice } from './appearance.js';
import { choose, useAppearance } from './store.js';
import './themes.css';

const LEGENDS: Readonly<Record<keyof Appearance, string>> = {
  theme: 'Theme',
  board: 'Board',
  pieces: 'Pieces',
};

/**
 * The header's appearance button and its dialog: the theme, the board's colours and the piece
 * set, each applied at once and remembered by the browser.
 */
export function AppearanceMenu() {
  const [open, setOpen] = useState(false);
  const shown = useAppearance();
  return (
    <>
      <button
        type="button"
        class="appearance-button"
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        title="Theme, board and pieces"
        onClick={() => setOpen(true)}
      >
        Appearance
      </button>
      {open && (
        <Modal title="Appearance" class="appearance" onClose={() => setOpen(false)}>
          {(Object.keys(LEGENDS) as (keyof Appearance)[]).map((key) => (
            <fieldset key={key} class={`appearance-${key}`}>
              <legend>{LEGENDS[key]}</legend>
              {(CHOICES[key] as readonly Choice<Appearance[typeof key]>[]).map((choice) => (
                <label key={choice.id}>
                  <input
                    type="radio"
                    name={`appearance-${key}`}
                    value={choice.id}
                    checked={shown[key] === choice.id}
                    onChange={() => choose(key, choice.id)}
                  />
                  {key === 'board' && (
                    <span class="board-sample" data-sample={choice.id} aria-hidden="true" />
                  )}
                  {choice.name}
                </label>
              ))}
            </fieldset>
          ))}
        </Modal>
      )}
    </>
  );
}

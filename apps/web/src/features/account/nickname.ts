/** The longest nickname the profile takes, in characters. */
export const NICKNAME_LENGTH_MAX = 32;

/**
 * The nickname to save when the field is left (blur, Enter or Save), or null when there is nothing
 * to save: the draft is trimmed, and an empty draft or one equal to the saved nickname saves nothing
 * (VP3). An empty draft is never saved because a profile always has a nickname.
 */
export function nicknameToSave(draft: string, saved: string): string | null {
  const trimmed = draft.trim();
  return trimmed === '' || trimmed === saved ? null : trimmed;
}

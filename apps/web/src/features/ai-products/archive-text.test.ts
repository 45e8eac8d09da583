// Proves the settled AI product's action says what it does (I6): it archives, the money came back already, in English and Hindi.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { aiStatusText, archiveText } from './archive-text';

const t = i18n.t.bind(i18n);

describe('archiveText', () => {
  it('I6: an ended purchase offers Archive and says the money is already back; others offer nothing', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, true);
    const ended = archiveText(t, { status: 'ended' });
    expect(ended?.action).toBe('Archive');
    expect(ended?.hint).toMatch(/already back in your balance/);
    expect(ended?.hint).toMatch(/nothing is paid or charged/);
    expect(aiStatusText(t, 'unlocked')).toBe('Archived');
    expect(aiStatusText(t, 'ended')).toBe('Ended');
    expect(archiveText(t, { status: 'running' })).toBeNull();
    expect(archiveText(t, { status: 'unlocked' })).toBeNull();

    i18n.addResourceBundle('hi', 'translation', hi, true, true);
    await i18n.changeLanguage('hi');
    expect(archiveText(t, { status: 'ended' })?.action).toBe('संग्रहित करें');
    expect(aiStatusText(t, 'unlocked')).toBe('संग्रहित');
    await i18n.changeLanguage('en');
  });
});

import { i18n } from '../i18n';
import { toast } from './toast';

/** Copies text and says "Copy success"; falls back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  toast(i18n.t('common.copySuccess'), 'success');
}

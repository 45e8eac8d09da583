import SwipeAction from 'antd-mobile/es/components/swipe-action';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SwipeDeleteRowProps {
  children: ReactNode;
  onDelete: () => void | Promise<void>;
  'data-testid'?: string;
}

/** A row that reveals a 60 px delete button when swiped left (width set in components.css). */
export function SwipeDeleteRow({ children, onDelete, 'data-testid': testId }: SwipeDeleteRowProps) {
  const { t } = useTranslation();
  return (
    <SwipeAction
      className="swipe-delete-row"
      data-testid={testId}
      rightActions={[{ key: 'delete', text: t('swipe.delete'), color: 'danger', onClick: () => void onDelete() }]}
    >
      {children}
    </SwipeAction>
  );
}

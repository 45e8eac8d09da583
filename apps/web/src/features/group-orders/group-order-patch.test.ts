import type { GroupOrder } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { type GroupOrderPages, patchGroupOrder } from './group-order-patch';

const group: GroupOrder['group'] = {
  id: 3,
  name: 'Dogecoin block',
  code: 'DOGEUSD',
  productName: 'डॉजकॉइन',
  market: 'crypto',
  price: '0.16',
  currency: 'USD',
  handCount: 1000,
  blockQty: 10,
  minAmount: '1000.00',
  maxAmount: '100000.00',
  accountCurrency: 'INR',
  depositRate: '0.2',
  allocateAt: 1_795_900_000_000,
  payDeadline: 1_795_903_600_000,
  status: 'open',
  unitCost: null,
  allocationRate: null,
};

const listed: GroupOrder = {
  id: 7,
  group,
  accountType: 'real',
  currency: 'INR',
  amount: '54000.00',
  depositAmount: '10800.00',
  paidAmount: '10800.00',
  unpaidAmount: '43200.00',
  refundedAmount: '0.00',
  allocatedQty: null,
  allottedAmount: null,
  status: 'SUBMIT',
  orderId: null,
  createdAt: 1_795_899_000_000,
};

const pages = (list: GroupOrder[]): GroupOrderPages => ({ pages: [{ list, total: list.length }], pageParams: [1] });

describe('a group event folded into "My group orders" (G9)', () => {
  it('takes the event’s status and amounts and keeps the product named in the reader’s language', () => {
    const event: GroupOrder = {
      ...listed,
      status: 'HOLDING',
      paidAmount: '46086.87',
      unpaidAmount: '0.00',
      allocatedQty: 3,
      group: { ...group, productName: 'Dogecoin', status: 'allocated' },
    };
    const [patched] = patchGroupOrder(pages([listed]), event)?.pages[0]?.list ?? [];
    expect(patched).toEqual({ ...event, group: { ...event.group, productName: 'डॉजकॉइन' } });
  });

  it('leaves a list without the order as it was', () => {
    const data = pages([listed]);
    expect(patchGroupOrder(data, { ...listed, id: 8 })).toBe(data);
    expect(patchGroupOrder(undefined, listed)).toBeUndefined();
  });
});

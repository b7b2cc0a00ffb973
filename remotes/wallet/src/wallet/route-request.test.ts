import { describe, expect, it } from 'vitest';
import { walletRouteRequest } from './route-request';

describe('walletRouteRequest', () => {
  it('reads an invoice from navigation state, lightning: stripped', () => {
    expect(walletRouteRequest({ key: 'k1', state: { invoice: 'lightning:LNBC1XYZ' }, search: '' })).toEqual({ key: 'k1', invoice: 'lnbc1xyz' });
  });
  it('reads a NUT-18 payment request from the query', () => {
    expect(walletRouteRequest({ key: 'k2', state: null, search: '?paymentRequest=creqA123' })).toEqual({ key: 'k2', paymentRequest: 'creqA123' });
  });
  it('asks nothing without either', () => {
    expect(walletRouteRequest({ key: 'k3', state: null, search: '' })).toBeNull();
    expect(walletRouteRequest({ key: 'k4', state: { invoice: 42 }, search: '' })).toBeNull();
    expect(walletRouteRequest({ key: 'k5', state: { invoice: '  ' }, search: '?paymentRequest=' })).toBeNull();
  });
});

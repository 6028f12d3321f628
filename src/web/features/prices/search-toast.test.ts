import { describe, expect, it } from 'vitest';
import type { PharmacyPriceDetail } from '@core/contract/prices';
import { searchCompleteToast } from './search-toast';

const detail = (status: PharmacyPriceDetail['status']): PharmacyPriceDetail => ({
  price: status === 'available' ? 10 : null,
  available: status === 'available',
  priceDate: status === 'noPrice' ? null : '2026-11-20',
  source: status === 'noPrice' ? null : 'catalog',
  searchUrl: '',
  pack: null,
  status,
});

describe('the search toast says how many pharmacies really have a price (ADR 040)', () => {
  it('all three: the spec’s words', () => {
    const toast = searchCompleteToast({
      medicationName: 'Paracetamol',
      pharmEasyPrice: 24.5,
      apolloPrice: 22,
      medplusPrice: 19.75,
    });
    expect(toast.title).toBe('Price Search Complete');
    expect(toast.description).toBe(
      'Found prices for Paracetamol across 3 pharmacies\nPrices at all 3 pharmacies.',
    );
  });

  it('one or two: "at N of 3", and the others as they are', () => {
    const toast = searchCompleteToast({
      medicationName: 'Dolo 650',
      pharmEasyPrice: 30.91,
      apolloPrice: null,
      medplusPrice: null,
      pharmacies: {
        pharmEasy: detail('available'),
        apollo: detail('outOfStock'),
        medplus: detail('noPrice'),
      },
    });
    expect(toast.description).toBe(
      'Found prices for Dolo 650 at 1 of 3 pharmacies\n' +
        'Out of stock at Apollo Pharmacy. No price on file at Medplus Mart.',
    );
    const two = searchCompleteToast({
      medicationName: 'Paracetamol',
      pharmEasyPrice: 24.5,
      apolloPrice: null,
      medplusPrice: 19.75,
    });
    expect(two.description).toBe(
      'Found prices for Paracetamol at 2 of 3 pharmacies\nNo price on file at Apollo Pharmacy.',
    );
  });

  it('none: no pharmacy prices on file, with the second line as before', () => {
    const toast = searchCompleteToast({
      medicationName: 'Saridon',
      pharmEasyPrice: null,
      apolloPrice: null,
      medplusPrice: null,
    });
    expect(toast.description).toBe(
      'No pharmacy prices on file for Saridon yet\n' +
        "No pharmacy has a price for it right now. Each pharmacy's own page is linked.",
    );
  });
});

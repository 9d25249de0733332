import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import {
  amountToMinorUnits,
  minorUnitsToDecimal,
  priceToMinorUnits,
} from '@/server/payments/money';
import { enabledGateways, toPaymentConfig } from '@/server/payments/payment-config';

const usd = { code: 'USD', symbol: '$' };

describe('amounts in minor units', () => {
  it('reads prices exactly in cents, and JPY and KRW in whole units', () => {
    expect(priceToMinorUnits('19.99', 'USD')).toBe(1999);
    expect(priceToMinorUnits('0.29', 'EUR')).toBe(29);
    expect(priceToMinorUnits('1500.00', 'JPY')).toBe(1500);
    expect(priceToMinorUnits('25000.00', 'KRW')).toBe(25_000);
    expect(priceToMinorUnits('10.50', 'JPY')).toBe(11);
    expect(priceToMinorUnits('1.234', 'KWD')).toBe(1234);
  });

  it('writes minor units back as decimal text and compares client amounts', () => {
    expect(minorUnitsToDecimal(1999, 'USD')).toBe('19.99');
    expect(minorUnitsToDecimal(1500, 'JPY')).toBe('1500');
    expect(amountToMinorUnits(19.99, 'USD')).toBe(1999);
    expect(amountToMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
  });
});

describe('which gateways are enabled', () => {
  it('enables none without keys', () => {
    expect(enabledGateways(toPaymentConfig(parseEnv({}), null, usd))).toEqual([]);
  });

  it('needs every key a gateway confirms payments with', () => {
    const env = parseEnv({
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_SECRET_KEY: 'sk',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK',
      FLUTTERWAVE_WEBHOOK_HASH: 'hash',
    });
    // Stripe without its webhook secret and PayPal without its webhook id cannot confirm.
    expect(enabledGateways(toPaymentConfig(env, null, usd))).toEqual(['flutterwave']);
  });

  it('lets the stored setting override the environment key by key, and switch one off', () => {
    const env = parseEnv({
      STRIPE_PUBLISHABLE_KEY: 'pk_env',
      STRIPE_SECRET_KEY: 'sk_env',
      PAYSTACK_PUBLIC_KEY: 'pk_paystack',
      PAYSTACK_SECRET_KEY: 'sk_paystack',
    });
    const config = toPaymentConfig(
      env,
      {
        stripe: { webhook_secret: 'whsec_stored', secret_key: 'sk_stored' },
        paystack: { enabled: false },
      },
      usd,
    );
    expect(enabledGateways(config)).toEqual(['stripe']);
    expect(config.stripe).toMatchObject({
      publishableKey: 'pk_env',
      secretKey: 'sk_stored',
      webhookSecret: 'whsec_stored',
    });
  });

  it('points each gateway at its public API unless told otherwise', () => {
    expect(parseEnv({}).stripe.apiBase).toBe('https://api.stripe.com');
    expect(parseEnv({}).paypal.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(parseEnv({ PAYPAL_MODE: 'live' }).paypal.apiBase).toBe('https://api-m.paypal.com');
    expect(parseEnv({ STRIPE_API_BASE: 'http://127.0.0.1:9/' }).stripe.apiBase).toBe(
      'http://127.0.0.1:9',
    );
  });
});

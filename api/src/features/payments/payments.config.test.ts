import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const DATABASE_URL = 'postgres://app:secret@db:5432/safari';
const mpesa = {
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_KES_PER_USD: '129.5',
};

describe('payment and mail configuration', () => {
  it('when no provider is configured, then every method uses the sandbox and e-mails go to the data folder', () => {
    const config = loadConfig({ DATABASE_URL, DATA_DIR: '/srv/safari' });
    expect(config.payments).toMatchObject({ mpesa: undefined, pesapal: undefined, paypal: undefined });
    expect(config.payments.callbackSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(config.mail).toEqual({ smtpUrl: undefined, from: '"Pulse of the Wild Safaris" <hello@pulseofthewild.co.ke>', dir: '/srv/safari/mail' });
    expect(config.notificationsIntervalMs).toBe(10_000);
  });

  it('when PAYMENTS_SANDBOX is not set, then the sandbox is on in development and test and off in production', () => {
    const production = { DATABASE_URL, NODE_ENV: 'production', JWT_SECRET: 'a-long-random-production-secret-0123456789', PUBLIC_BASE_URL: 'https://safaris.example' };
    expect(loadConfig({ DATABASE_URL }).payments.sandbox).toBe(true);
    expect(loadConfig({ DATABASE_URL, NODE_ENV: 'test' }).payments.sandbox).toBe(true);
    expect(loadConfig(production).payments.sandbox).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: '' }).payments.sandbox).toBe(false);
  });

  it('when PAYMENTS_SANDBOX is set, then it wins in any environment; other values are refused', () => {
    const production = { DATABASE_URL, NODE_ENV: 'production', JWT_SECRET: 'a-long-random-production-secret-0123456789', PUBLIC_BASE_URL: 'https://safaris.example' };
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).payments.sandbox).toBe(true);
    expect(loadConfig({ DATABASE_URL, PAYMENTS_SANDBOX: 'false' }).payments.sandbox).toBe(false);
    expect(() => loadConfig({ DATABASE_URL, PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX: must be 'true' or 'false'/);
  });

  it('when a provider is fully configured with a public address, then its settings are used with the default API address', () => {
    const config = loadConfig({ DATABASE_URL, ...mpesa, PUBLIC_BASE_URL: 'https://safaris.example/', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' });
    expect(config.publicBaseUrl).toBe('https://safaris.example');
    expect(config.payments.mpesa).toEqual({
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortcode: '174379',
      passkey: 'passkey',
      baseUrl: 'https://sandbox.safaricom.co.ke',
      kesPerUsd: 129.5,
    });
    expect(config.payments.paypal).toMatchObject({ clientId: 'id', baseUrl: 'https://api-m.sandbox.paypal.com' });
    expect(config.payments.pesapal).toBeUndefined();
  });

  it('when a provider is half configured, then start-up stops and names what is missing', () => {
    expect(() => loadConfig({ DATABASE_URL, PUBLIC_BASE_URL: 'https://x.example', MPESA_CONSUMER_KEY: 'key' })).toThrow(
      /MPESA_CONSUMER_SECRET: is required when MPESA_CONSUMER_KEY is set[\s\S]*MPESA_KES_PER_USD/,
    );
    expect(() => loadConfig({ DATABASE_URL, PESAPAL_CONSUMER_SECRET: 's', PUBLIC_BASE_URL: 'https://x.example' })).toThrow(/PESAPAL_CONSUMER_KEY: is required/);
  });

  it('when a provider is configured without a public address for its callbacks, then start-up stops', () => {
    expect(() => loadConfig({ DATABASE_URL, ...mpesa })).toThrow(/PUBLIC_BASE_URL: is required when a payment provider is configured/);
  });

  it('when SMTP, sender or worker interval are set, then they are used; bad values are refused', () => {
    const config = loadConfig({ DATABASE_URL, SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Bookings <bookings@x.example>', NOTIFICATIONS_INTERVAL_MS: '500' });
    expect(config.mail).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example:465', from: 'Bookings <bookings@x.example>' });
    expect(config.notificationsIntervalMs).toBe(500);
    expect(() => loadConfig({ DATABASE_URL, SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATABASE_URL, MPESA_KES_PER_USD: '-1' })).toThrow(/MPESA_KES_PER_USD/);
    expect(() => loadConfig({ DATABASE_URL, PUBLIC_BASE_URL: 'safaris.example' })).toThrow(/PUBLIC_BASE_URL: must be an http\(s\) URL/);
  });
});

import { corporateNewRequest, creditTopUpRequest } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { contractNumberRule, contractRule, firstValidationError } from './form';

describe('contractRule', () => {
  const name = contractRule(corporateNewRequest.shape.name);
  const slug = contractRule(corporateNewRequest.shape.slug);
  const url = contractRule(corporateNewRequest.shape.callback_url);

  it("rejects with the server's own message, an empty field included", async () => {
    await expect(name.validator({}, undefined)).rejects.toThrow('name is required');
    await expect(name.validator({}, '   ')).rejects.toThrow('name is required');
    await expect(slug.validator({}, 'Not a slug!')).rejects.toThrow(
      'slug may contain only lower-case letters, digits and hyphens',
    );
    await expect(url.validator({}, 'not-a-url')).rejects.toThrow('callback_url must be a URL');
  });

  it('accepts valid and optional-empty values', async () => {
    await expect(name.validator({}, 'Acme')).resolves.toBeUndefined();
    await expect(url.validator({}, '')).resolves.toBeUndefined();
    await expect(url.validator({}, undefined)).resolves.toBeUndefined();
  });
});

describe('contractNumberRule', () => {
  const amount = contractNumberRule(creditTopUpRequest.shape.amount);
  it.each([
    [null, 'amount must be a number'],
    [undefined, 'amount must be a number'],
    [0, 'amount must be greater than 0'],
    [-5, 'amount must be greater than 0'],
    [1.5, 'amount must be a whole number of credits'],
    [1_000_001, 'amount must be at most 1,000,000'],
  ])('%s → %s', async (value, message) => {
    await expect(amount.validator({}, value)).rejects.toThrow(message);
  });
  it('accepts a positive whole number', async () => {
    await expect(amount.validator({}, 250)).resolves.toBeUndefined();
  });
});

describe('firstValidationError', () => {
  it('is the first message of the first failing field', () => {
    expect(
      firstValidationError({
        errorFields: [
          { name: ['a'], errors: [] },
          { name: ['b'], errors: ['b is wrong', 'b again'] },
        ],
      }),
    ).toBe('b is wrong');
    expect(firstValidationError({ errorFields: [] })).toBeUndefined();
  });
});

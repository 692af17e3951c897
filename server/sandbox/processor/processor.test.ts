import { describe, expect, it } from 'vitest';
import { allResponseCodes } from '../../contract/response-codes.ts';
import { decide, retrievalReference, type SandboxDecision } from './processor.ts';
import { TEST_CARDS } from './test-cards.ts';
import { isAuthenticationCode } from './three-ds.ts';

const VISA = '4242424242424242';
const anyName = 'Ada Lovelace';

describe('decide', () => {
  it('answers every test card with its documented code and status', () => {
    for (const card of TEST_CARDS) {
      const decision = decide({ pan: card.number, holderName: anyName });
      expect(decision.code, card.number).toBe(card.code);
      expect(decision.status).toBe(allResponseCodes().find((e) => e.code === card.code)?.status);
    }
  });

  it('explains the outcome in processor_response_text', () => {
    expect(decide({ pan: VISA, holderName: anyName })).toEqual({
      code: 1000,
      status: 'SUCCESS',
      message: 'Success',
      processorResponseText: 'Sandbox: approved',
      rrn: expect.stringMatching(/^\d{12}$/),
    });
    expect(decide({ pan: '4000000000009995', holderName: anyName })).toEqual({
      code: 2004,
      status: 'DECLINE',
      message: 'Insufficient funds',
      processorResponseText: 'Sandbox: insufficient funds',
      rrn: expect.stringMatching(/^\d{12}$/),
    });
    expect(decide({ pan: '4000000000000119', holderName: anyName })).toMatchObject({
      code: 2903,
      status: 'ERROR',
      processorResponseText: 'Sandbox: processor malfunction',
    });
  });

  it('settles the pending test card as a success', () => {
    expect(decide({ pan: '4000000000000077', holderName: anyName })).toMatchObject({
      code: 1200,
      status: 'PENDING',
      settle: { code: 1000 },
    });
  });

  it('approves any other card number', () => {
    for (const pan of ['4111111111111111', '5105105105105100', '371449635398431']) {
      const decision = decide({ pan, holderName: anyName });
      expect(decision.code, pan).toBe(1000);
      expect(decision.settle).toBeUndefined();
    }
  });

  describe('cardholder name FORCE <code>', () => {
    it('forces the code over the card, whatever its status', () => {
      expect(decide({ pan: VISA, holderName: 'FORCE 2911' })).toMatchObject({
        code: 2911,
        status: 'ERROR',
        message: 'COF Consent not found',
        processorResponseText: 'Sandbox: COF Consent not found (forced by cardholder name)',
      });
      expect(decide({ pan: '4000000000000002', holderName: 'FORCE 1000' })).toMatchObject({
        code: 1000,
        status: 'SUCCESS',
      });
      expect(decide({ pan: VISA, holderName: 'FORCE 2138' }).status).toBe('DECLINE');
    });

    it("leaves 3-D Secure codes to the issuer: the SALE after them is the card's", () => {
      expect(decide({ pan: VISA, holderName: 'FORCE 1320' }).code).toBe(1000);
      expect(decide({ pan: '4000000000009995', holderName: 'FORCE 1400' }).code).toBe(2004);
    });

    it('ignores case and surrounding spaces', () => {
      expect(decide({ pan: VISA, holderName: 'force 2004' }).code).toBe(2004);
      expect(decide({ pan: VISA, holderName: '  Force   2302 ' }).code).toBe(2302);
    });

    it('forces every code of the spec but the 3-D Secure ones', () => {
      for (const entry of allResponseCodes().filter((e) => !isAuthenticationCode(e.code))) {
        const decision = decide({ pan: VISA, holderName: `FORCE ${entry.code}` });
        expect(decision.code).toBe(entry.code);
        expect(decision.status).toBe(entry.status);
        expect(decision.message).toBe(entry.message);
      }
    });

    it('treats an unknown code as an ordinary name', () => {
      expect(decide({ pan: VISA, holderName: 'FORCE 9999' }).code).toBe(1000);
      expect(decide({ pan: '4000000000009995', holderName: 'FORCE 2912' }).code).toBe(2004);
      expect(decide({ pan: '4000000000009995', holderName: 'FORCE' }).code).toBe(2004);
      expect(decide({ pan: VISA, holderName: 'FORCE 2004 please' }).code).toBe(1000);
    });

    it('forcing 1200 gives a pending payment that settles as 1000', () => {
      expect(decide({ pan: VISA, holderName: 'FORCE 1200' })).toEqual({
        code: 1200,
        status: 'PENDING',
        message: 'Pending',
        processorResponseText: 'Sandbox: pending (forced by cardholder name)',
        rrn: expect.stringMatching(/^\d{12}$/),
        settle: { code: 1000 },
      });
    });
  });

  it('never puts the card number in a decision', () => {
    const decisions: [string, SandboxDecision][] = [];
    for (const card of TEST_CARDS) {
      decisions.push([card.number, decide({ pan: card.number, holderName: anyName })]);
      for (const entry of allResponseCodes()) {
        const holderName = `FORCE ${entry.code}`;
        decisions.push([card.number, decide({ pan: card.number, holderName })]);
      }
    }
    decisions.push(['4111111111111111', decide({ pan: '4111111111111111', holderName: anyName })]);
    for (const [pan, decision] of decisions) {
      expect(JSON.stringify(decision)).not.toContain(pan);
    }
  });

  it('answers a retrieval reference number YDDDhhnnnnnn for the time it decides', () => {
    const now = new Date('2026-02-03T07:30:00Z');
    expect(decide({ pan: VISA, holderName: anyName, now }).rrn).toMatch(/^603407\d{6}$/);
    expect(retrievalReference(new Date('2029-12-31T23:59:59Z'))).toMatch(/^936523\d{6}$/);
    const many = new Set(Array.from({ length: 50 }, () => retrievalReference(now)));
    expect(many.size).toBeGreaterThan(45);
  });
});

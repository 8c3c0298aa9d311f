// The concept language read for urgency and pressure, and incentives to invest: sentences that state the concept
// and sentences that negate, hedge or disown it, written here, not taken from the external set. Gathered by
// concept from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps each
// round's history.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

const packs = loadRulePacks(
  ['cobs4.yaml', 'risk-warnings.yaml', 'esg.yaml'].map((fileName) => ({
    fileName,
    text: readFileSync(new URL(`../packs/${fileName}`, import.meta.url), 'utf8'),
  })),
);

function fires(ruleId: string, text: string): boolean {
  const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
  return result.findings.some((f) => f.ruleId === ruleId);
}

const URGENCY = 'COBS4.2.1R-urgency-pressure';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Urgency: an offer held only while the call lasts, passed down the list, scarce before a near day.
    ['urgency', 'I can only keep this place for you until Friday.'],
    ['urgency', 'If you pass, it goes straight to the next investor.'],
    ['urgency', 'The remaining bonds will be gone by the weekend.'],
    ['urgency', "Don't sleep on this token."],
    // Urgency: the supply gone by a near day, a sum all that remains, the form to be sent back today.
    ['urgency', 'The issue will be fully subscribed by Thursday.'],
    ['urgency', 'Only £200,000 of the bonds are left.'],
    ['urgency', 'Please sign and post the application form today.'],
    // Incentives: a trade or deposit as an entry in a draw.
    ['incentive', 'Each deposit is an entry into the monthly draw.'],
    ['incentive', 'Five referrals, five tickets.'],
    // Urgency: held for the reader until a near day, a secret, a price stepping up on a near day, the cost of
    // missing it, terms for those who sign on the spot, places nearly full, a place to confirm today, a loss
    // made irreversible by delay, "now, today".
    ['urgency', 'We can hold these units back for you until Friday.'],
    ['urgency', "Please don't mention this to anybody."],
    ['urgency', 'Keep it to yourself for now.'],
    ['urgency', 'The entry cost goes up after the weekend.'],
    ['urgency', 'Miss this and you end up paying double.'],
    ['urgency', 'The discount is for those who commit on the spot.'],
    ['urgency', 'The tranche is almost fully booked.'],
    ['urgency', 'Secure your allocation tonight.'],
    ['urgency', 'Move your pot before the losses become permanent.'],
    ['urgency', 'Ring us now, today.'],
    ['urgency', 'You have only 36 hours to decide.'],
    ['urgency', 'Respond within 12 hours.'],
    ['urgency', "Once these are gone, they're gone."],
    ['urgency', 'Grab the rate before it vanishes.'],
    ['urgency', "Don't get left behind."],
    ['urgency', 'Invest before the next rate cut.'],
    ['urgency', 'Early-bird pricing for the first hundred.'],
    ['urgency', 'Strike while prices are low.'],
    ['urgency', 'Final hours to apply.'],
    ['urgency', "I can't promise the price will still be there tomorrow."],
    ['urgency', 'I can only honour this rate until close of business.'],
    ['urgency', 'Otherwise someone else will take your allocation.'],
    ['urgency', "They won't hang around."],
    ['urgency', 'Going, going, gone.'],
    ['urgency', 'I need your decision on this call.'],
    ['urgency', 'Many investors are already asking about it.'],
    ['urgency', 'The longer you leave it, the more you pay.'],
    ['urgency', 'Tick tock.'],
    ['urgency', 'The tranche is almost all spoken for.'],
    ['urgency', 'A one-time offer.'],
    ['urgency', 'You need to act fast on this.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    // Telling the reader not to hurry is the remedy, not pressure.
    ['urgency', "Please don't let the closing date rush you."],
    ['urgency', 'There is no need to decide in a hurry.'],
    ['urgency', 'The issue is unlikely to be fully subscribed by Thursday.'],
    ['urgency', 'There is no need to post the application form today.'],
    ['incentive', 'There is no prize draw.'],
    ['urgency', 'There is no need to hold anything back until Friday.'],
    ['urgency', 'Feel free to discuss it with your family.'],
    ['urgency', 'The entry cost will not go up after the weekend.'],
    ['urgency', 'Nobody is asked to commit on the spot.'],
    ['urgency', 'The tranche is not nearly full.'],
    ['urgency', 'You have 14 days to change your mind.'],
    ['urgency', 'There is no need to respond within 12 hours.'],
    ['urgency', 'Keep this code secret.'],
    ['urgency', 'Share prices rose on Monday after the results.'],
    ['urgency', 'Units are bought on the day we receive your money.'],
    ['urgency', 'Prices moved in the last hour of trading yesterday.'],
    ['urgency', 'The market was volatile in the final hour of trading.'],
    ['urgency', 'The longer you leave your money invested, the more time it has to recover.'],
    ['urgency', 'Nobody else will take your allocation.'],
    ['urgency', 'Register by Thursday for the webinar.'],
    ['urgency', 'Take your time: nobody is left behind for waiting.'],
    ['urgency', 'The offer period closes on 14 March.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('"why not" invites, it does not negate', () => {
  it('reads "why not …" and "why don\'t you …" as the reader asked to act', () => {
    expect(found('trivialising', 'Why not treat your shares like a raffle?')).not.toEqual([]);
    expect(found('trivialising', "Why don't you play your portfolio like poker?")).not.toEqual([]);
    expect(found('trivialising', 'Why not back your favourite coins like a fantasy team.')).not.toEqual([]);
  });

  it('keeps the negation of a question about an absence', () => {
    expect(found('trivialising', "Why doesn't the fund buy casino shares?")).toEqual([]);
  });
});

describe('urgency, incentives, benefits, comparisons and green claims by frame', () => {
  it.each<[ConceptName, string]>([
    // An offer bound to a live event; a price going back up when it ends; a running clock; gone for good.
    ['urgency', 'The discount is just for viewers watching this stream.'],
    ['urgency', 'The minute the webinar is over, the fee returns to normal.'],
    ['urgency', 'The fee jumps back to standard rate at midnight.'],
    ['urgency', 'The clock is ticking already.'],
    ['urgency', 'Once the window shuts, this offer disappears forever.'],
    // Money the firm adds on the reader's act.
    ['incentive', 'Open an ISA this month and we credit you £75.'],
    ['incentive', 'Claim a £20 top-up on your first deposit.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['urgency', 'Prices went back to normal levels in 2023.'],
    ['urgency', 'You could lose your money for good.'],
    ['urgency', 'The recording of the webinar stays online for a year.'],
    ['incentive', 'We do not add any bonus when you deposit.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('scarcity stated in the passive (urgency)', () => {
  it.each([
    'The remaining units are being hoovered up by early backers.',
    'Places on the bond are getting snapped up.',
    'The allocation should be used up by Friday.',
    'Token supply should be depleted by tomorrow.',
    'Shares left over will never be released again.',
    "This tranche won't be offered to the public again.",
  ])('finds urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).not.toEqual([]);
  });

  it.each([
    'Units are priced daily at noon.',
    "The fund's allocation to bonds was reduced on Friday.",
    'The allocation is unlikely to be exhausted by Friday.',
    'Our office will not be open again until Monday.',
    'Places are limited to 40 due to the size of the room.',
  ])('finds no urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).toEqual([]);
  });

  it('reads "act now" about the reader\'s own records as an administrative step, not pressure', () => {
    expect(fires(URGENCY, 'Please act now to update your contact details with us.')).toBe(false);
    expect(fires(URGENCY, 'Act today to confirm your tax residence status.')).toBe(false);
    expect(fires(URGENCY, 'Act now to secure your place in the fund.')).toBe(true);
  });
});

describe('urgency by structure', () => {
  it.each([
    // An order to act tied to a near, relative time.
    'Buy your coins before Thursday.',
    'Claim your allocation by tomorrow.',
    // Terms held only until a near time.
    'We can only promise the launch terms until Sunday.',
    // An offer kept to the first N takers.
    'The founder fee is for the first 300 investors only.',
    'Open only to the first 50 applicants.',
    // Acting while the offer is still there.
    'Switch now, while the deal is still available.',
    // A price that becomes a higher one on a near day.
    'The offer price moves to 102p on Monday.',
  ])('finds urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).not.toEqual([]);
  });

  it.each([
    'Apply by Friday 5 April to use this tax year’s allowance.',
    'Call us before Friday if you have any questions.',
    'Only the first 10 holdings are shown.',
    'While the fund is still open to new investors, its price is published daily.',
    'The price moved to 102p in March.',
    'Return your form by Friday.',
  ])('finds no urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).toEqual([]);
  });
});

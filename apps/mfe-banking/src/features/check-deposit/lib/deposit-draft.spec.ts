import { sentSize } from './check-photo';
import { EMPTY_DEPOSIT, parseDepositDraft } from './deposit-draft';

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('the deposit form', () => {
  it('says what each field needs, with the routing number check digit as the server checks it', () => {
    const parsed = parseDepositDraft({
      ...EMPTY_DEPOSIT,
      micrRouting: '011000016',
      amount: '12.345',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        accountId: 'Choose the account the money goes into.',
        amount: 'Enter dollars and cents, like 125.50.',
        checkNumber: 'The check number has 1 to 10 digits',
        micrRouting: 'This is not a valid routing number: check its digits',
        micrAccount: 'The account number has 4 to 17 digits',
        front: 'Add a photo of the front of the check.',
        back: 'Add a photo of the signed back of the check.',
        endorsed: 'Sign the back and confirm it says "For mobile deposit only at Vaultline".',
      },
    });
  });

  it('gives the request in cents, trimmed, once every field is right', () => {
    const front = photo('front.jpg');
    const back = photo('back.jpg');
    const parsed = parseDepositDraft({
      accountId: 'a1',
      amount: '1,250.50',
      checkNumber: ' 1042 ',
      micrRouting: '011000015',
      micrAccount: '4420019876',
      front,
      back,
      endorsed: true,
    });
    expect(parsed).toEqual({
      ok: true,
      front,
      back,
      fields: {
        accountId: 'a1',
        amountMinor: 125_050,
        checkNumber: '1042',
        micrRouting: '011000015',
        micrAccount: '4420019876',
        endorsed: true,
      },
    });
  });

  it('scales a phone photo to 1600 px on its long side and never enlarges a small one', () => {
    expect(sentSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(sentSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(sentSize(1200, 540)).toEqual({ width: 1200, height: 540 });
  });
});

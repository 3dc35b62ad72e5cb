import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, '../../src/platform/database/migrations');

/**
 * Released migrations never change: a database that ran one must end up where a new one does. A
 * change goes into a new migration. The sums are of the files as released, with the .sql files a
 * migration applies (index.ts, the list, grows and is not summed); add lines here when a migration
 * is released.
 */
const RELEASED: Record<string, string> = {
  '0001-remote-registry.ts': '40f64bcf925e69a389ac972dfafe8108322bc605ee462adf0a368b4a145dd02e',
  '0002-identity.ts': '5ec9da2bd637c8c85654b1f837f8662aca1881db99bcd477b55147a925a33968',
  '0003-ledger.ts': '3311f01b1a568cfa157b2d8b740b3d6081b9b6f86a6baa7d516d65272180c06b',
  '0004-ledger-functions.ts': '838f459a8ac07ca78aac418009e6c22fda9629efb432e90c81dd3f38b373d075',
  '0005-back-office.ts': '66aad9a66c071e90c4c7d05562922b1856d3860aa5c5bdd543288733dafe4401',
  '0006-transfer-batches.ts': '561a70d60e6d50ea76d0a633f8743537f7ebd7811c884cb4f504ff7bd9f082f4',
  '0007-set-based-transfers.ts': 'e1bc631a13622754e86a529f5c55f4e20039e977b48061df85ac8efcb1e63f67',
  '0008-two-person-control.ts': 'e60ad22862663cff0d95fadd5b709a977c833db3362487bdd47e72ada1f02331',
  '0009-pin-checked-in-the-write.ts':
    '010f97f9ad3625cb71ace1e53f0d67779566e33e5ea63b460a739202edb5ca64',
  '0012-app-login-role.ts': '912b6a218398dda88dc2580f8b2859b69eaa6820381b7c4bbdec373bbd37921f',
  '0013-release-control.ts': 'f313ac029fed81161b5b06150d5f7cc518766e7302612baf6ec4628e1a8c7066',
  '0014-sql-functions.ts': '13c4fbcb6aa2c9c4cf46ec851a16822b7c821de126bd139c8d0e2f95dc9b3d13',
  '0014-sql-functions/down.sql': '5194d1621999cd462bae9e331a96dd9e9aea7b43e7b8ca46084c43d431f4f8cf',
  '0014-sql-functions/idempotency.sql':
    '975792c29419ed6ebaca39f8e841c28bbfcee2eef54e5c00a7b0d3105454b8bf',
  '0014-sql-functions/transfer-start.sql':
    '86ec08ca0afe1a4731e4863192fde56b935c286035abe77d6c81873cff67e7c5',
  '0015-schedule-expiry.ts': '8a37a9657caa65789d1a6f589cb1dc4d56e125f590d36876f309e2ad8046fc09',
  '0016-history-indexes.ts': '583202dc71e7f6c41ff948329d0958afdce5b2d6ec5b1be8e670f408bf6eafe9',
  '0017-statements.ts': 'a40821693a0084c18f941a7e95b2cb27860baa968af1ccfb6ebf62443b26a2fb',
  '0018-authenticator.ts': '413b2a532767b0ffe1dfd8dbff26cc8e2bbd8bba74e4deb27c1da5b89609e834',
  '0019-insights.ts': '1029194fed29ec116a72c0f971a2023c14a4abc06884f515315e8319c915911e',
  '0020-notifications.ts': 'cd3ad01c18cb6d96dd76bf8f2d86923421517fe0e4b757a3707e297c4a5d3d06',
  '0021-saved-payees.ts': '7acca9ade8fa7a173030daae9bf1b4fb408a8bb0b44837109f08a5e89d8692be',
  '0022-search-by-customer.ts': '65ecb6ef5c0c6b7c1a7b1a74d10e75a1b1375ecd9f5a4accc8dd56868db1d4d8',
  '0023-second-factor-and-windows.ts':
    'da1455b0356f6f357a9b1ed240bbe35ba0944a8810878507fd1a2e4e90907405',
  '0023-second-factor-and-windows/recipient-windows.sql':
    '699f6345c834b06f7e753d64c08979ef0ad80361f4119b3eb6af6a8185639725',
  '0023-second-factor-and-windows/transfer-start.sql':
    'caba3b0ebf99277061599bc0f3b2f84905b533a4ad53ba578735e939fc462663',
  '0024-money-in.ts': '4a1cb841a4e7de266afe22af841a9172960fe265087ff592bd9de914804ba197',
  '0024-money-in/ledger-post-0007.sql':
    '3fe921f35bb4402ab66779eb72224526e0e39880e7a9567cf3c7783de012be8a',
  '0024-money-in/ledger-post.sql':
    'db94bff609508cade32eab9d0d777fe956afcda1f49724f1a2644b3b35efd6e1',
  '0025-customer-verification.ts':
    'a8f205da7d88f5d6b551379d40ed8ab378260a8330519063a31c3509eda4d4fd',
  '0026-check-deposits.ts': '4e2a2bb747dd009b3c0502b76d29dc27fe5ef6d6034272b50b138a986bde8231',
  '0027-bill-pay.ts': '5f4816af6624073c06d1b7bebaf031df683f0ed2df0aaa3d591082c8f3d8a67e',
  '0028-cards.ts': '12f1265fd885864551f7a7e48cbef1c8573544c71849f4c8500a83e61b99e249',
  '0028-cards/ledger-post.sql': '954a42275303018263cb3de6fa75cb646f91285da99be97eb31187f2610436d3',
  '0029-disputes.ts': 'a6afa38abcddfad4b57b23f6c7b5e361aec36b7c16ac2e723a90fe3763dec2cc',
  '0030-secure-messages.ts': '481766ed29d6bed5a2e29b4989aef4cfa4c68a904f22ba550b5201b480cd8501',
  '0031-support-attachments.ts': '15ea2cf7f9d06b8e3032c9015f8c484a1914b1f4e72868d545671167fc37e674',
  '0032-reference-search.ts': 'd38b7af89e61864d167f1eae73f7d8086828ed6a178ac59049fc6309d1838ef5',
  '0032-reference-search/transaction-reference.sql':
    '868505da166d4b677e52991533d56017fd26d3d8f60df2e64938619e49cc33f3',
};

/** A migration's files: its .ts and the .sql files in its folder (e.g. 0014-sql-functions/). */
function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && /^\d{4}-/.test(entry.name))
      return readdirSync(join(MIGRATIONS, entry.name)).map((file) => `${entry.name}/${file}`);
    return /^\d{4}-.+\.ts$/.test(entry.name) ? [entry.name] : [];
  });
}

const sum = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(MIGRATIONS, file)))
    .digest('hex');

describe('released migrations', () => {
  it('are never edited', () => {
    const actual = Object.fromEntries(Object.keys(RELEASED).map((file) => [file, sum(file)]));
    expect(actual).toEqual(RELEASED);
  });

  it('are all listed, so a new one is summed once it is released', () => {
    expect(migrationFiles().sort()).toEqual(Object.keys(RELEASED).sort());
  });
});

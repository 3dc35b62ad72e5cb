import { RemoteRegistry1763800000001 } from './0001-remote-registry';
import { Identity1763800000002 } from './0002-identity';
import { Ledger1763800000003 } from './0003-ledger';
import { LedgerFunctions1763800000004 } from './0004-ledger-functions';
import { BackOffice1763800000005 } from './0005-back-office';
import { TransferBatches1763800000006 } from './0006-transfer-batches';
import { SetBasedTransfers1763800000007 } from './0007-set-based-transfers';
import { TwoPersonControl1763800000008 } from './0008-two-person-control';
import { PinCheckedInTheWrite1763800000009 } from './0009-pin-checked-in-the-write';
import { AppLoginRole1763800000012 } from './0012-app-login-role';
import { ReleaseControl1763800000013 } from './0013-release-control';
import { SqlFunctions1763800000014 } from './0014-sql-functions';
import { ScheduleExpiry1763800000015 } from './0015-schedule-expiry';
import { HistoryIndexes1763800000016 } from './0016-history-indexes';
import { Statements1763800000017 } from './0017-statements';
import { Authenticator1763800000018 } from './0018-authenticator';
import { Insights1763800000019 } from './0019-insights';
import { Notifications1763800000020 } from './0020-notifications';
import { SavedPayees1763800000021 } from './0021-saved-payees';
import { SearchByCustomer1763800000022 } from './0022-search-by-customer';
import { SecondFactorAndWindows1763800000023 } from './0023-second-factor-and-windows';
import { MoneyIn1763800000024 } from './0024-money-in';
import { CustomerVerification1763800000025 } from './0025-customer-verification';
import { CheckDeposits1763800000026 } from './0026-check-deposits';
import { BillPay1763800000027 } from './0027-bill-pay';
import { Cards1763800000028 } from './0028-cards';
import { Disputes1763800000029 } from './0029-disputes';
import { SecureMessages1763800000030 } from './0030-secure-messages';
import { SupportAttachments1763800000031 } from './0031-support-attachments';
import { ReferenceSearch1763800000032 } from './0032-reference-search';

/** Every migration, in order. Run at boot on PGlite and PostgreSQL alike; never `synchronize`. */
export const MIGRATIONS = [
  RemoteRegistry1763800000001,
  Identity1763800000002,
  Ledger1763800000003,
  LedgerFunctions1763800000004,
  BackOffice1763800000005,
  TransferBatches1763800000006,
  SetBasedTransfers1763800000007,
  TwoPersonControl1763800000008,
  PinCheckedInTheWrite1763800000009,
  AppLoginRole1763800000012,
  ReleaseControl1763800000013,
  SqlFunctions1763800000014,
  ScheduleExpiry1763800000015,
  HistoryIndexes1763800000016,
  Statements1763800000017,
  Authenticator1763800000018,
  Insights1763800000019,
  Notifications1763800000020,
  SavedPayees1763800000021,
  SearchByCustomer1763800000022,
  SecondFactorAndWindows1763800000023,
  MoneyIn1763800000024,
  CustomerVerification1763800000025,
  CheckDeposits1763800000026,
  BillPay1763800000027,
  Cards1763800000028,
  Disputes1763800000029,
  SecureMessages1763800000030,
  SupportAttachments1763800000031,
  ReferenceSearch1763800000032,
];

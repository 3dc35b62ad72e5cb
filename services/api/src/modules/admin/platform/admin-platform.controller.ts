import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import {
  AuditPageSchema,
  AuditQuerySchema,
  BankSettingsSchema,
  BankSettingsUpdateSchema,
  ChainVerificationSchema,
  UpdateBankSettingsRequestSchema,
} from '@vaultline/contracts';
import type {
  AuditPage,
  AuditQuery,
  BankSettings,
  BankSettingsUpdate,
  ChainVerification,
  UpdateBankSettingsRequest,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../../platform/http/access.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import type { AuthContext } from '../../users/auth-context';
import { AdminSettingsService } from '../settings/admin-settings.service';
import { AdminAuditService } from './admin-audit.service';

@Controller('admin')
@StaffOnly()
export class AdminPlatformController {
  constructor(
    private readonly settings: AdminSettingsService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get('settings')
  @Contract({
    summary: 'Bank-wide thresholds and the review time shown to customers',
    response: BankSettingsSchema,
  })
  getSettings(): Promise<BankSettings> {
    return this.settings.get();
  }

  @Patch('settings')
  @Contract({
    summary: 'Ask for a change of bank-wide settings (applies when another staff member approves)',
    body: UpdateBankSettingsRequestSchema,
    response: BankSettingsUpdateSchema,
  })
  updateSettings(
    @CurrentUser() auth: AuthContext,
    @Body() body: UpdateBankSettingsRequest,
    @Client() client: ClientInfo,
  ): Promise<BankSettingsUpdate> {
    return this.settings.update(auth, body, client);
  }

  @Get('audit')
  @Contract({
    summary: 'The audit trail, newest first, with filters',
    query: AuditQuerySchema,
    response: AuditPageSchema,
  })
  auditLog(@Query() query: AuditQuery): Promise<AuditPage> {
    return this.audit.page(query);
  }

  @Get('audit/verify')
  @Contract({ summary: 'Recompute the whole hash chain', response: ChainVerificationSchema })
  verify(): Promise<ChainVerification> {
    return this.audit.verify();
  }
}

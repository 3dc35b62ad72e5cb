import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  CreateCredentialRequestSchema,
  CreatedCredentialSchema,
  CredentialListSchema,
  CredentialSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  CreateCredentialRequest,
  CreatedCredential,
  Credential,
  CredentialList,
} from '@vaultline/contracts';
import { OpsOnly } from '../http/access.decorator';
import { Contract } from '../http/contract.decorator';
import { ReleaseCredentialsService } from './release-credentials.service';

const IdParams = z.strictObject({ id: UuidSchema });

/** Ops hand out and take back the credentials each team releases its remote with (`npm run remotes -- token …`). */
@Controller('platform/credentials')
@OpsOnly()
export class CredentialsController {
  constructor(private readonly credentials: ReleaseCredentialsService) {}

  @Post()
  @Contract({
    summary: 'Create a release credential (its token is shown once)',
    body: CreateCredentialRequestSchema,
    response: CreatedCredentialSchema,
    status: 201,
  })
  create(@Body() body: CreateCredentialRequest): Promise<CreatedCredential> {
    return this.credentials.create(body);
  }

  @Get()
  @Contract({
    summary: 'Every release credential (never its token)',
    response: CredentialListSchema,
  })
  async list(): Promise<CredentialList> {
    return { credentials: await this.credentials.list() };
  }

  @Post(':id/revoke')
  @Contract({
    summary: 'Revoke a release credential at once',
    params: IdParams,
    response: CredentialSchema,
    status: 200,
  })
  revoke(@Param('id') id: string): Promise<Credential> {
    return this.credentials.revoke(id);
  }
}

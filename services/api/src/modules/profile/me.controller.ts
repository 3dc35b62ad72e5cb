import { Body, Controller, Delete, Get, Headers, Patch, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  ChangeEmailRequestSchema,
  ConfirmEmailChangeRequestSchema,
  MeSchema,
  StepUpStartedSchema,
  UpdatePreferencesRequestSchema,
  UpdateProfileRequestSchema,
} from '@vaultline/contracts';
import type {
  ChangeEmailRequest,
  ConfirmEmailChangeRequest,
  Me,
  StepUpStarted,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { AllowPendingPasswordChange } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { IMAGE_BODY } from '../../platform/http/route-http-config';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { EmailChangeConfirmService } from './email-change-confirm.service';
import { EmailChangeService } from './email-change.service';
import { ProfileService } from './profile.service';

const ImageBodySchema = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value),
  'Send the picture as an image body (PNG, JPEG, WebP or GIF)',
);

@Controller('me')
export class MeController {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
    private readonly emailChanges: EmailChangeService,
    private readonly emailConfirms: EmailChangeConfirmService,
  ) {}

  @Get()
  @AllowPendingPasswordChange()
  @Contract({ summary: 'The signed-in user', response: MeSchema })
  me(@CurrentUser() auth: AuthContext): Promise<Me> {
    return this.users.me(auth.user);
  }

  @Patch()
  @Contract({
    summary: 'Update own names, mobile, address, date of birth',
    body: UpdateProfileRequestSchema,
    response: MeSchema,
  })
  update(
    @CurrentUser() auth: AuthContext,
    @Body() body: UpdateProfileRequest,
    @Client() client: ClientInfo,
  ): Promise<Me> {
    return this.profile.update(auth, body, client);
  }

  @Patch('preferences')
  @Contract({
    summary: 'Update notification and security preferences',
    body: UpdatePreferencesRequestSchema,
    response: MeSchema,
  })
  preferences(
    @CurrentUser() auth: AuthContext,
    @Body() body: UpdatePreferencesRequest,
    @Client() client: ClientInfo,
  ): Promise<Me> {
    return this.profile.updatePreferences(auth, body, client);
  }

  @Put('avatar')
  @Contract({
    summary: 'Replace the profile picture (image body, at most 2 MB)',
    body: ImageBodySchema,
    bodyTypes: IMAGE_BODY,
    response: MeSchema,
  })
  setAvatar(
    @CurrentUser() auth: AuthContext,
    @Body() body: Buffer,
    @Headers('content-type') contentType: string,
    @Client() client: ClientInfo,
  ): Promise<Me> {
    return this.profile.setAvatar(
      auth,
      (contentType.split(';')[0] ?? '').trim().toLowerCase(),
      body,
      client,
    );
  }

  @Delete('avatar')
  @Contract({ summary: 'Remove the profile picture', response: MeSchema, status: 200 })
  removeAvatar(@CurrentUser() auth: AuthContext, @Client() client: ClientInfo): Promise<Me> {
    return this.profile.removeAvatar(auth, client);
  }

  /**
   * The person is still here (reading, typing): the shell reports activity it sees without any
   * request, so the server's idle sign-out (SESSION_IDLE_MINUTES) follows the person, not the API.
   */
  @Post('activity')
  @AllowPendingPasswordChange()
  @Contract({
    summary: 'You are still here: counts as activity for the idle sign-out',
    status: 204,
  })
  activity(): void {
    // Nothing to do: the access guard records the activity of every request the person makes.
  }

  @Post('email')
  @Contract({
    summary:
      'Start changing the email: the password; codes go to the new address and to the current one (or the app gives it)',
    body: ChangeEmailRequestSchema,
    response: StepUpStartedSchema,
    status: 200,
  })
  changeEmail(
    @CurrentUser() auth: AuthContext,
    @Body() body: ChangeEmailRequest,
    @Client() client: ClientInfo,
  ): Promise<StepUpStarted> {
    return this.emailChanges.request(auth, body, client);
  }

  @Post('email/verify')
  @Contract({
    summary:
      'Finish changing the email with both codes (the old address can cancel it for 24 hours)',
    body: ConfirmEmailChangeRequestSchema,
    response: MeSchema,
    status: 200,
  })
  confirmEmail(
    @CurrentUser() auth: AuthContext,
    @Body() body: ConfirmEmailChangeRequest,
    @Client() client: ClientInfo,
  ): Promise<Me> {
    return this.emailConfirms.confirm(auth, body, client);
  }
}

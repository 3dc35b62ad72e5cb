import { Body, Controller, Post } from '@nestjs/common';
import {
  MessageResponseSchema,
  ResetPinRequestSchema,
  SetPinRequestSchema,
  StartPinResetRequestSchema,
  StepUpStartedSchema,
  UnlockPinRequestSchema,
} from '@vaultline/contracts';
import type {
  MessageResponse,
  ResetPinRequest,
  SetPinRequest,
  StartPinResetRequest,
  StepUpStarted,
  UnlockPinRequest,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import { OperationGroup } from '../../../platform/openapi/operation-group.decorator';
import type { AuthContext } from '../../users/auth-context';
import { PinResetStart } from './pin-reset.service';
import { PinUnlock } from './pin-unlock.service';
import { PinService } from './pin.service';

/** The transfer PIN: set it once, replace it behind a step-up, unblock transfers after 5 wrong ones. */
@Controller('transfers')
// Split out of TransfersController: its routes keep their operationIds (transfers.*).
@OperationGroup('transfers')
export class PinController {
  constructor(
    private readonly pins: PinService,
    private readonly resets: PinResetStart,
    private readonly unlocks: PinUnlock,
  ) {}

  @Post('pin')
  @Contract({ summary: 'Set your transfer PIN (once)', body: SetPinRequestSchema, status: 204 })
  setPin(
    @CurrentUser() auth: AuthContext,
    @Body() body: SetPinRequest,
    @Client() client: ClientInfo,
  ): Promise<void> {
    return this.pins.set(auth, body, client);
  }

  @Post('pin/reset/start')
  @Contract({
    summary:
      'Replace your transfer PIN, step 1: your password opens a step-up (emailed code or app)',
    body: StartPinResetRequestSchema,
    response: StepUpStartedSchema,
    status: 200,
  })
  startPinReset(
    @CurrentUser() auth: AuthContext,
    @Body() body: StartPinResetRequest,
  ): Promise<StepUpStarted> {
    return this.resets.start(auth, body);
  }

  @Post('pin/reset')
  @Contract({
    summary: 'Replace your transfer PIN, step 2: the new PIN and the step-up code',
    body: ResetPinRequestSchema,
    status: 204,
  })
  resetPin(
    @CurrentUser() auth: AuthContext,
    @Body() body: ResetPinRequest,
    @Client() client: ClientInfo,
  ): Promise<void> {
    return this.pins.reset(auth, body, client);
  }

  @Post('pin/unlock')
  @Contract({
    summary: 'Unblock transfers after 5 wrong PINs, with the emailed code (or the app’s)',
    body: UnlockPinRequestSchema,
    status: 204,
  })
  unlockPin(
    @CurrentUser() auth: AuthContext,
    @Body() body: UnlockPinRequest,
    @Client() client: ClientInfo,
  ): Promise<void> {
    return this.unlocks.unlock(auth, body, client);
  }

  @Post('pin/unlock/send-code')
  @Contract({
    summary: 'A new code to unblock transfers (emailed, unless the authenticator app gives it)',
    response: MessageResponseSchema,
    status: 200,
  })
  sendUnlockCode(@CurrentUser() auth: AuthContext): Promise<MessageResponse> {
    return this.unlocks.resendCode(auth);
  }
}

import { Controller, Get } from '@nestjs/common';
import { SecurityActivitySchema } from '@vaultline/contracts';
import type { SecurityActivity } from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { SecurityActivityService } from './security-activity.service';

@Controller('auth')
export class SecurityActivityController {
  constructor(private readonly activity: SecurityActivityService) {}

  @Get('security-activity')
  @Contract({
    summary: 'Your recent sign-ins (failed ones too) and security changes, newest first',
    response: SecurityActivitySchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<SecurityActivity> {
    return this.activity.of(auth.user.id);
  }
}

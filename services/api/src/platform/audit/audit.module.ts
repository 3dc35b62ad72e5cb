import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditChainHead, AuditLogEntry } from './audit.entities';
import { AuditService } from './audit.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditChainHead, AuditLogEntry])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}

import { Controller, Get, Header } from '@nestjs/common';
import { OpsOnly } from '../http/access.decorator';
import { Contract } from '../http/contract.decorator';
import { MetricsService } from './metrics.service';

@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  /** Prometheus text exposition; the ops token only (it shows traffic and internals). */
  @Get()
  @OpsOnly()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Contract({ summary: "This instance's metrics in Prometheus text format (ops token)" })
  scrape(): Promise<string> {
    return this.metrics.text();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash } from '../../platform/crypto/keys';
import { knownDeviceFor, newDeviceId, setKnownDeviceCookie } from './known-device-cookie';
import { forgetDevices, isTrusted, trustDevice } from './known-devices.queries';

/**
 * How long a browser that passed a second factor may sign in with the password alone (NIST
 * 800-63B lets a remembered device skip the second factor for at most 30 days).
 */
export const KNOWN_DEVICE_TRUST_MS = 30 * 24 * 60 * 60 * 1000;

/** Who a browser's device cookie is for. */
export interface DeviceOwner {
  id: string;
  email: string;
}

/**
 * The browsers each account trusts: one that passed a second factor (a sign-in code, the app, a
 * recovery code, or the code that verified the address at sign-up) is remembered by the keyed hash
 * of its device cookie's id, and may skip the second step at sign-in for KNOWN_DEVICE_TRUST_MS.
 * Every other browser is asked for a second factor (PSD2 SCA). Signing out everywhere, a password
 * reset and an email change forget them all.
 */
@Injectable()
export class KnownDevicesService {
  private readonly cookieKey: Buffer;
  private readonly idKey: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookieKey = deriveKey(config.appSecret, 'known-device');
    this.idKey = deriveKey(config.appSecret, 'known-device-id');
  }

  /** The device id of this browser's genuine cookie for the email, or null. */
  deviceOf(request: FastifyRequest, email: string): string | null {
    return knownDeviceFor(request, this.cookieKey, email);
  }

  /** Whether this device passed a second factor for the user within KNOWN_DEVICE_TRUST_MS. */
  async trusted(userId: string, deviceId: string | null): Promise<boolean> {
    if (!deviceId) return false;
    return isTrusted(this.db, userId, keyedHash(this.idKey, deviceId), KNOWN_DEVICE_TRUST_MS);
  }

  /**
   * Gives this browser its device cookie for the account (keeping the id it had) and, when it just
   * passed a second factor, trusts it from now. Answers whether the browser was known before.
   */
  async remember(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: DeviceOwner,
    passedSecondFactor: boolean,
  ): Promise<boolean> {
    const known = this.deviceOf(request, owner.email);
    const deviceId = known ?? newDeviceId();
    if (passedSecondFactor) await trustDevice(this.db, owner.id, keyedHash(this.idKey, deviceId));
    setKnownDeviceCookie(reply, this.cookieKey, owner.email, deviceId, this.config.secureCookies);
    return known !== null;
  }

  /** Forgets every browser of the user (inside the caller's transaction): each asks again. */
  async forgetAll(tx: EntityManager, userId: string): Promise<void> {
    await forgetDevices(tx, userId);
  }
}

import fp from 'fastify-plugin';
import { LiveEventRelay } from '../../jobs/live-event-relay.ts';
import { LiveScores } from '../../jobs/live-scores.ts';
import { TenantChanges } from '../../jobs/tenant-changes.ts';
import { parseKey, SecretBox } from '../../lib/secret-box.ts';
import { AuditRepository } from '../../repositories/audit-repository.ts';
import { ConsoleBrandRepository } from '../../repositories/console-brand-repository.ts';
import { ConsoleContentRepository } from '../../repositories/console-content-repository.ts';
import { ConsoleMatchRepository } from '../../repositories/console-match-repository.ts';
import { ConsoleOpsRepository } from '../../repositories/console-ops-repository.ts';
import { ConsoleRepository } from '../../repositories/console-repository.ts';
import { ConsoleTenantRepository } from '../../repositories/console-tenant-repository.ts';
import { ContentRepository } from '../../repositories/content-repository.ts';
import { HealthRepository } from '../../repositories/health-repository.ts';
import { HomeRepository } from '../../repositories/home-repository.ts';
import { IdempotencyRepository } from '../../repositories/idempotency-repository.ts';
import { LeagueRepository } from '../../repositories/league-repository.ts';
import { LineupRepository } from '../../repositories/lineup-repository.ts';
import { LiveEventsRepository } from '../../repositories/live-events-repository.ts';
import { LoginThrottleRepository } from '../../repositories/login-throttle-repository.ts';
import { PlayerRepository } from '../../repositories/player-repository.ts';
import { PlayerStatsRepository } from '../../repositories/player-stats-repository.ts';
import { ReportRepository } from '../../repositories/report-repository.ts';
import { ScoreRepository } from '../../repositories/score-repository.ts';
import { SquadRepository } from '../../repositories/squad-repository.ts';
import {
  StaffLoginThrottleRepository,
  StaffRepository,
} from '../../repositories/staff-repository.ts';
import { TenantChangesRepository } from '../../repositories/tenant-changes-repository.ts';
import { TenantRepository } from '../../repositories/tenant-repository.ts';
import { UserRepository } from '../../repositories/user-repository.ts';
import { AuthService } from '../../services/auth-service.ts';
import { BillingService } from '../../services/billing/billing-service.ts';
import { OperatorClient } from '../../services/billing/operator-client.ts';
import { ConfigService } from '../../services/config-service.ts';
import { AuditService } from '../../services/console/audit.ts';
import { BrandService } from '../../services/console/brand.ts';
import { ContentAdminService } from '../../services/console/content.ts';
import { GameAdminService } from '../../services/console/game-admin.ts';
import { HowToPlayExtrasAdmin } from '../../services/console/how-to-play-extras.ts';
import { LeagueNotifier } from '../../services/console/league-notice.ts';
import { MatchOpsService } from '../../services/console/match-ops.ts';
import { ReportService } from '../../services/console/reports.ts';
import { SeasonOpsService } from '../../services/console/season-ops.ts';
import { StaffAccountService } from '../../services/console/staff-account.ts';
import { StaffAdminService } from '../../services/console/staff-admin.ts';
import { StaffAuthService } from '../../services/console/staff-auth.ts';
import { SupportService } from '../../services/console/support.ts';
import { FeedFixturesService } from '../../services/feed/feed-fixtures.ts';
import { FeedIngest } from '../../services/feed/feed-ingest.ts';
import { FeedKeys } from '../../services/feed/feed-keys.ts';
import { FeedStatusService } from '../../services/feed/feed-status.ts';
import { HealthService } from '../../services/health-service.ts';
import { HomeService } from '../../services/home-service.ts';
import { LeagueService } from '../../services/league-service.ts';
import { EmailVerificationService } from '../../services/mail/email-verification.ts';
import { createMailer } from '../../services/mail/mailer.ts';
import { MatchService } from '../../services/match-service.ts';
import { MsisdnSignIn } from '../../services/otp/msisdn-sign-in.ts';
import { OtpService } from '../../services/otp/otp-service.ts';
import { DEFAULT_THROTTLE, LoginThrottle } from '../../services/passwords/login-throttle.ts';
import { PasswordService } from '../../services/passwords/password-service.ts';
import { PlayerCatalogue } from '../../services/player-catalogue.ts';
import { PlayerContentService } from '../../services/player-content-service.ts';
import { PlayerStatsService } from '../../services/player-stats-service.ts';
import { PreferencesService } from '../../services/preferences-service.ts';
import { QuickPicksService } from '../../services/quick-picks-service.ts';
import { RoundService } from '../../services/round-service.ts';
import { SessionService } from '../../services/session-service.ts';
import { TeamService } from '../../services/team-service.ts';
import { TenantService } from '../../services/tenant-service.ts';
import { TermsService } from '../../services/terms-service.ts';
import { ProfileRemoval } from '../../services/user-status/profile-removal.ts';
import { UserStatusService } from '../../services/user-status-service.ts';

function createRepositories(db: import('@gameweek/db/create-db').Database) {
  const home = new HomeRepository(db);
  return {
    tenants: new TenantRepository(db),
    users: new UserRepository(db),
    content: new ContentRepository(db),
    squads: new SquadRepository(db),
    players: new PlayerRepository(db),
    playerStats: new PlayerStatsRepository(db),
    idempotency: new IdempotencyRepository(db),
    scores: new ScoreRepository(db),
    leagues: new LeagueRepository(db),
    home,
    // The match page's line-ups (ADR 0060).
    lineups: new LineupRepository(db, home),
    loginThrottles: new LoginThrottleRepository(db),
    // The operator console (ADR 0046).
    staff: new StaffRepository(db),
    staffLoginThrottles: new StaffLoginThrottleRepository(db),
    audit: new AuditRepository(db),
    consoleContent: new ConsoleContentRepository(db),
    console: new ConsoleRepository(db),
    consoleTenants: new ConsoleTenantRepository(db),
    consoleBrand: new ConsoleBrandRepository(db),
    health: new HealthRepository(db),
    reports: new ReportRepository(db),
    consoleOps: new ConsoleOpsRepository(db),
    tenantChanges: new TenantChangesRepository(db),
    liveEvents: new LiveEventsRepository(db),
    consoleMatch: new ConsoleMatchRepository(),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

function createServices(
  app: import('fastify').FastifyInstance,
  repos: Repositories,
  clock: () => Date,
) {
  const tenants = new TenantService(repos.tenants, { defaultDomain: app.env.DEFAULT_DOMAIN });
  // What the console changes reaches every instance's caches and every web server (ADR 0059). News,
  // videos, terms and the footer are read per request here; the web servers keep the last two.
  const tenantChanges = new TenantChanges(
    repos.tenantChanges,
    (change) => {
      if (change.area === 'all') tenants.invalidate();
      else if (change.area === 'rounds') tenants.invalidateRounds();
      else if (change.area === 'brand' || change.area === 'prizes' || change.area === 'season')
        tenants.forget();
    },
    app.log,
  );
  const sessions = new SessionService(repos.users, clock);
  const statuses = new UserStatusService(repos.users);
  const catalogue = new PlayerCatalogue(repos.players);
  const loginThrottle = new LoginThrottle(repos.loginThrottles, clock);
  const rounds = new RoundService(
    repos.tenants,
    repos.users,
    repos.squads,
    repos.scores,
    catalogue,
  );
  const { env } = app;
  // The account and operator flows (routes/account, routes/operator).
  const operator = new OperatorClient(
    env.OPERATOR_URL,
    env.OPERATOR_SHARED_SECRET,
    env.OPERATOR_TIMEOUT_MS,
  );
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: env.MAIL_OUTBOX_DIR,
  });
  const billing = new BillingService(
    app.db,
    operator,
    {
      amount_minor: env.BILLING_PRICE_MINOR,
      currency: env.BILLING_CURRENCY,
      period_days: env.BILLING_PERIOD_DAYS,
      description: env.BILLING_DESCRIPTION,
    },
    {
      async serviceIdOf(tenantId: number) {
        const tenant = await repos.tenants.findById(tenantId);
        if (!tenant) throw new Error(`tenant ${tenantId} not found`);
        return tenant.serviceId;
      },
      async tenantIdOf(serviceId: string) {
        return (await repos.tenants.findByServiceId(serviceId))?.id ?? null;
      },
    },
    clock,
  );
  const profileRemoval = new ProfileRemoval(app.db, billing, env.OTP_PEPPER);
  // The feed's status: GET /feed/v1/status and the console's feed screen (ADR 0053) read the same.
  const feedStatus = new FeedStatusService(app.db, clock);
  const feedIngest = new FeedIngest(
    app.db,
    app.events,
    clock,
    {
      count: (outcome) => app.metrics.feedMessages.inc({ outcome }),
      ranked: (seconds) => app.metrics.feedEventToRanks.observe(seconds),
    },
    // The live rounds' scores in memory (ADR 0049), this app's own.
    new LiveScores(app.db, {
      flushMs: env.LIVE_SCORES_FLUSH_MS,
      log: (line, fields) => app.log.info(fields ?? {}, line),
      onState: (roundId, squads, unflushed) => {
        app.metrics.liveRoundSquads.set({ round: String(roundId) }, squads);
        app.metrics.liveRoundUnflushed.set({ round: String(roundId) }, unflushed);
      },
    }),
  );
  // The operator console (routes/admin, ADR 0046).
  const audit = new AuditService(repos.audit, clock);
  // Every code sent or refused is counted where it is sent: the app's request and support's resend.
  const otp = new OtpService(
    app.db,
    operator,
    env.OTP_PEPPER,
    undefined,
    clock,
    undefined,
    (outcome) => app.metrics.otpSends.inc({ outcome }),
  );
  const staffAuth = new StaffAuthService(
    app.db,
    repos.staff,
    new LoginThrottle(repos.staffLoginThrottles, clock, DEFAULT_THROTTLE, '/admin/forgot-password'),
    audit,
    {
      sessionTtlMs: env.STAFF_SESSION_TTL_MINUTES * 60_000,
      idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000,
      totpIssuer: env.STAFF_TOTP_ISSUER,
      totpBox: new SecretBox(
        parseKey(env.STAFF_TOTP_KEY)!,
        env.STAFF_TOTP_KEY_PREVIOUS.split(',')
          .filter((k) => k !== '')
          .map((k) => parseKey(k)!),
      ),
    },
    clock,
  );
  return {
    /** The season clock's now (injected in tests): reads of the replayed season are cut off here. */
    clock,
    loginThrottle,
    tenants,
    sessions,
    statuses,
    catalogue,
    playerStats: new PlayerStatsService(repos.playerStats, catalogue, clock),
    quickPicks: new QuickPicksService(catalogue, tenants, rounds),
    preferences: new PreferencesService(repos.users),
    auth: new AuthService(
      app.db,
      repos.users,
      sessions,
      statuses,
      tenants,
      {
        sessionTtlMs: app.env.SESSION_TTL_DAYS * 86_400_000,
        demoSessionTtlMs: app.env.DEMO_SESSION_TTL_HOURS * 3_600_000,
      },
      loginThrottle,
    ),
    config: new ConfigService(tenants, repos.squads),
    terms: new TermsService(repos.content),
    playerContent: new PlayerContentService(repos.content),
    home: new HomeService(repos.home, repos.tenants, tenants, catalogue, repos.content, clock),
    match: new MatchService(repos.lineups, clock),
    rounds,
    leagues: new LeagueService(app.db, repos.leagues, repos.squads, tenants, statuses),
    team: new TeamService(
      app.db,
      repos.squads,
      repos.players,
      repos.idempotency,
      tenants,
      catalogue,
      statuses,
      clock,
    ),
    operator,
    mailer,
    billing,
    otp,
    msisdnSignIn: new MsisdnSignIn(app.db),
    passwords: new PasswordService(app.db, mailer, clock, loginThrottle),
    emailVerification: new EmailVerificationService(app.db, mailer, clock),
    profileRemoval,
    audit,
    staffAuth,
    reports: new ReportService(repos.reports),
    staffAdmin: new StaffAdminService(
      app.db,
      repos.staff,
      repos.consoleTenants,
      audit,
      mailer,
      clock,
    ),
    staffAccount: new StaffAccountService(
      app.db,
      repos.staff,
      repos.staffLoginThrottles,
      staffAuth,
      audit,
      mailer,
      clock,
    ),
    support: new SupportService(
      app.db,
      repos.console,
      repos.idempotency,
      billing,
      profileRemoval,
      audit,
      otp,
      clock,
    ),
    gameAdmin: new GameAdminService(
      app.db,
      repos.console,
      audit,
      new LeagueNotifier(mailer, operator),
      clock,
      tenantChanges,
    ),
    health: new HealthService(repos.health),
    // Tenant and brand (ADR 0052), content per language (ADR 0051): every change is announced to
    // every instance and web server (ADR 0059).
    tenantChanges,
    brand: new BrandService(app.db, repos.consoleBrand, audit, clock, tenantChanges),
    contentAdmin: new ContentAdminService(
      app.db,
      repos.consoleContent,
      audit,
      clock,
      tenantChanges,
    ),
    // How-to-play extras are read per request: nothing keeps a copy, nothing to announce.
    howToPlayAdmin: new HowToPlayExtrasAdmin(app.db, repos.consoleContent, audit),
    // The data feed (routes/feed, ADR 0039): signed keys, ingestion publishing on the clock's bus, status.
    feedKeys: new FeedKeys(app.db, env.FEED_KEY_SECRET, clock),
    feedIngest,
    feedStatus,
    feedFixtures: new FeedFixturesService(app.db),
    // Season operations in the console (ADR 0053): the feed's status and ingestion, the clock's finalise.
    seasonOps: new SeasonOpsService(
      app.db,
      repos.consoleOps,
      feedStatus,
      audit,
      app.events,
      clock,
      feedIngest,
    ),
    // Match operations (ADR 0058): cricket deliveries and re-dating fixtures, as the feed's messages.
    matchOps: new MatchOpsService(
      app.db,
      repos.consoleOps,
      repos.consoleMatch,
      audit,
      app.events,
      clock,
      feedIngest,
      tenantChanges,
    ),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    services: Services;
    /** Carries live events between instances (ADR 0063); idle on PGlite. */
    liveEventRelay: LiveEventRelay;
  }
}

/** Repositories (SQL only) then services (rules and orchestration), created once per app. */
export default fp<{ clock?: () => Date }>(
  async (app, opts) => {
    const repos = createRepositories(app.db);
    app.decorate('repos', repos);
    const clock = opts.clock ?? (() => new Date());
    const services = createServices(app, repos, clock);
    app.decorate('services', services);
    // Every instance's live events reach this one's bus, and this one's reach them (ADR 0063).
    const relay = new LiveEventRelay(repos.liveEvents, app.events, clock, app.log);
    app.decorate('liveEventRelay', relay);
    // The clock moving or scoring a round changes /v1/config, /v1/user and ranks at once on this
    // instance (on every instance: the relay delivers the others' events here).
    const unsubscribe = app.events.subscribe((e) => {
      // Events may have been missed: drop every copy an event would have dropped.
      if (e.type === 'live.resync') {
        services.tenants.forget();
        services.catalogue.invalidate();
        services.playerStats.invalidate();
        services.match.forgetAll();
        services.leagues.forgetScoredRounds();
        return;
      }
      if (e.type === 'round.status') services.tenants.invalidateRounds();
      if (e.type === 'round.scores' && e.final) services.catalogue.invalidate();
      if (e.type === 'round.scores') services.playerStats.invalidate();
      // The feed stored a line-up: the match page reads it again (ADR 0060).
      if (e.type === 'fixture.lineup') services.match.forget(e.fixtureId);
      // A round scored for the first time becomes the one ranks are read from.
      if (e.type === 'round.scores') services.leagues.forgetScoredRounds();
      // A tenant moved to another season: its context (season, rounds) is read again at once here.
      if (e.type === 'season.current') services.tenants.forget();
    });
    // Every instance hears every tenant change (ADR 0059) from the moment it is ready.
    app.addHook('onReady', async () => {
      services.tenantChanges.start();
      relay.start();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await relay.close();
      await services.tenantChanges.close();
      await services.feedIngest.live.close();
    });
  },
  { name: 'services', dependencies: ['env', 'db', 'metrics'] },
);

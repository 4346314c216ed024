// `prepack` of every publishable package: only pnpm may pack or publish them. pnpm turns the
// `workspace:^` ranges into versions and swaps in `publishConfig.exports` (no `source`
// condition, whose files are not in the tarball); npm does neither, and its tarball would not
// install. Run `pnpm pack` or `pnpm changeset publish` instead.
const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  console.error(
    `${process.env.npm_package_name ?? 'This package'} is packed with pnpm only ` +
      '(`pnpm pack`, `pnpm publish`, `pnpm changeset publish`): npm would leave its ' +
      '`workspace:^` dependencies and source exports in, and the tarball would not install.',
  );
  process.exit(1);
}

-- Organization domains (Zulip's RealmDomain): the e-mail domains an organization restricted to domains accepts.

CREATE TABLE "realm_domain" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "domain" TEXT NOT NULL,
    "allow_subdomains" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "realm_domain_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "realm_domain_realm_id_domain_key" ON "realm_domain"("realm_id", "domain");
ALTER TABLE "realm_domain" ADD CONSTRAINT "realm_domain_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

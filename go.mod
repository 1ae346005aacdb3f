module bridgelaw

go 1.26
